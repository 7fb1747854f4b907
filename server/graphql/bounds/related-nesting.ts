// Related products are asked one level deep, as WooGraphQL storefronts ask them (a product page's
// "you may also like"): a product's related products' related products answer nothing a shopper
// sees, and each level multiplies the answer (six levels without `first` answered 7.4 MB in 2-3 s
// among the demo's 67 products). A document asking `related` inside `related` is refused while
// it is validated, however its fragments spell it. Each fragment is measured once, so a document
// that spreads fragments inside fragments costs its length, not the paths through it.
import type { FragmentDefinitionNode, SelectionSetNode, ValidationRule } from 'graphql';
import { tooDeep } from './refusals';

const relatedField = 'related';

export const relatedOneLevelDeep: ValidationRule = (context) => {
  const depthOfFragment = new Map<string, number>();
  const measuring = new Set<string>();

  /** The most `related` fields nested in one another within `selections`. */
  const relatedDepth = (selections: SelectionSetNode | undefined): number => {
    let deepest = 0;
    for (const selection of selections?.selections ?? []) {
      let depth = 0;
      if (selection.kind === 'Field') depth = (selection.name.value === relatedField ? 1 : 0) + relatedDepth(selection.selectionSet);
      else if (selection.kind === 'InlineFragment') depth = relatedDepth(selection.selectionSet);
      else depth = fragmentDepth(context.getFragment(selection.name.value));
      deepest = Math.max(deepest, depth);
    }
    return deepest;
  };

  const fragmentDepth = (fragment: FragmentDefinitionNode | null | undefined): number => {
    if (!fragment) return 0;
    const name = fragment.name.value;
    const known = depthOfFragment.get(name);
    if (known !== undefined) return known;
    // A fragment that spreads itself is refused by another rule; here it adds nothing more.
    if (measuring.has(name)) return 0;
    measuring.add(name);
    const depth = relatedDepth(fragment.selectionSet);
    measuring.delete(name);
    depthOfFragment.set(name, depth);
    return depth;
  };

  return {
    OperationDefinition(operation) {
      if (relatedDepth(operation.selectionSet) > 1) context.reportError(tooDeep());
    },
  };
};
