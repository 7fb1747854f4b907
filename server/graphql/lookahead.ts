// What a connection field's query asks of its nodes, read from the resolver's info before the
// nodes are resolved, so a list can load what they need in one go.
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected on the nodes of a connection (`nodes { … }` and
 * `edges { node { … } }`), through fragments. @skip and @include are not evaluated: a field
 * they drop is still named, which only costs loading something unused.
 */
export function connectionNodeFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();

  const eachField = (selectionSet: SelectionSetNode | undefined, visit: (field: FieldNode) => void): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === 'Field') visit(selection);
      else if (selection.kind === 'InlineFragment') eachField(selection.selectionSet, visit);
      // Validation has ruled out fragment cycles.
      else eachField(info.fragments[selection.name.value]?.selectionSet, visit);
    }
  };
  const collectNode = (node: FieldNode) => eachField(node.selectionSet, (field) => names.add(field.name.value));

  for (const fieldNode of info.fieldNodes) {
    eachField(fieldNode.selectionSet, (field) => {
      if (field.name.value === 'nodes') collectNode(field);
      else if (field.name.value === 'edges') {
        eachField(field.selectionSet, (edgeField) => edgeField.name.value === 'node' && collectNode(edgeField));
      }
    });
  }
  return names;
}
