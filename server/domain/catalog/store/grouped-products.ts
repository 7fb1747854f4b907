// The children of grouped products: the published products each group gathers, in the group's
// order. A group is never bought itself; its children go into the cart one by one.
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { groupBy } from '../../group-by';

/** The ids of each group's published children, in order. */
export async function loadGroupChildIds(db: Database, groupIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ groupId: number; childId: number }>(
    db,
    sql`select g.parent_id as "groupId", g.child_id as "childId"
      from grouped_product_children g join products c on c.id = g.child_id
      where g.parent_id = any(${intArray(groupIds)}) and c.status = 'publish'
      order by g.parent_id, g.position`,
  );
  const grouped = groupBy(rows, (row) => row.groupId);
  return new Map([...grouped].map(([groupId, list]) => [groupId, list.map((row) => row.childId)]));
}
