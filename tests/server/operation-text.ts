// Operations as a client sends them: each with exactly the fragments it uses, out of a folder of
// .graphql files (the storefront's own, or the compatibility suite's).
import { readdirSync, readFileSync } from 'node:fs';
import { concatAST, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';

export interface OperationSet {
  /** The text of one operation with exactly the fragments it needs. */
  text(name: string): string;
  /** The names of all the operations. */
  names(): string[];
}

export function operationSet(folder: URL): OperationSet {
  const documents = concatAST(
    readdirSync(folder)
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => parse(readFileSync(new URL(file, folder), 'utf8'))),
  );
  const byName = new Map<string, DefinitionNode>();
  for (const definition of documents.definitions) {
    if ('name' in definition && definition.name) byName.set(definition.name.value, definition);
  }
  return {
    text(name) {
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
    },
    names: () =>
      documents.definitions.flatMap((definition) => (definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : [])),
  };
}

const storefrontOperations = operationSet(new URL('../../src/graphql/operations/', import.meta.url));

/** The text of one storefront operation with exactly the fragments it needs. */
export const operationText = (name: string): string => storefrontOperations.text(name);

/** The names of all the storefront's operations. */
export const operationNames = (): string[] => storefrontOperations.names();
