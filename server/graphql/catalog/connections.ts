// Relay connection shapes built from a page of items, with WPGraphQL's cursors.
import type { Page } from '../paging';
import { toCursor } from '../relay';

export interface Connection<Node> {
  edges: { cursor: string; node: Node }[];
  nodes: Node[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export function connection<Node>(page: Page<Node>, idOf: (node: Node) => number): Connection<Node> {
  const edges = page.items.map((node) => ({ cursor: toCursor(idOf(node)), node }));
  return {
    edges,
    nodes: page.items,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
