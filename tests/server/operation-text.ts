// The storefront's own operations as it sends them: each with exactly the fragments it uses.
import { readdirSync, readFileSync } from 'node:fs';
import { concatAST, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';

const operationsDir = new URL('../../src/graphql/operations/', import.meta.url);
const documents = concatAST(
  readdirSync(operationsDir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => parse(readFileSync(new URL(file, operationsDir), 'utf8'))),
);

/** The text of one storefront operation with exactly the fragments it needs. */
export function operationText(name: string): string {
  const byName = new Map<string, DefinitionNode>();
  for (const definition of documents.definitions) {
    if ('name' in definition && definition.name) byName.set(definition.name.value, definition);
  }
  const root = byName.get(name);
  if (!root || root.kind !== 'OperationDefinition') throw new Error(`no operation ${name}`);
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = byName.get(spread.name.value) as FragmentDefinitionNode;
        if (!needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(root);
  return [root, ...needed.values()].map((definition) => print(definition)).join('\n\n');
}

/** The names of all the storefront's operations. */
export function operationNames(): string[] {
  return documents.definitions.flatMap((definition) => (definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : []));
}
