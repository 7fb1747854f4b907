// Whether the signed-in viewer runs the shop: WordPress's shop_manager or administrator. The
// store checks the capability of every admin call anyway; this only decides what the pages offer.
import { sessionClient } from '../cart';
import { execute } from '../executor';
import { ViewerRolesDocument } from './generated/graphql';

const managerRoles = new Set(['shop_manager', 'administrator']);

export async function viewerRunsShop(endpoint: string): Promise<boolean> {
  const answer = await execute(sessionClient(endpoint), ViewerRolesDocument);
  return (answer.viewer?.roles?.nodes ?? []).some((role) => role.name !== null && managerRoles.has(role.name));
}
