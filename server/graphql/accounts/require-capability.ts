// The one check every shop-management operation makes of the request's viewer, as WPGraphQL and
// WooGraphQL call current_user_can(): the viewer's role (read once per request, so a role taken
// away counts from the next request on) must have the capability. A visitor has none; a customer
// only `read`. Refused, the operation answers with WPGraphQL's or WooGraphQL's own words for it.
import { CapabilityRefusal } from '../../domain/accounts/capability-refusal';
import { roleCan, type Capability, type Role } from '../../domain/accounts/capabilities';
import { findRole } from '../../domain/accounts/store/customer-roles';
import { StoreMessage, type StoreMessageKey } from '../../domain/store-message';
import type { GraphQLContext } from '../context';

const viewerRoles = new WeakMap<GraphQLContext, Promise<Role | null>>();

/** The viewer's role; null for a visitor or an account that is gone. */
export function viewerRole(ctx: GraphQLContext): Promise<Role | null> {
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve(null);
  let role = viewerRoles.get(ctx);
  if (!role) viewerRoles.set(ctx, (role = findRole(ctx.db, viewer.customerId)));
  return role;
}

/** Whether the viewer may do what `capability` allows (a list that shows managers more than customers). */
export async function viewerCan(ctx: GraphQLContext, capability: Capability): Promise<boolean> {
  const role = await viewerRole(ctx);
  return role !== null && roleCan(role, capability);
}

/** Refuses with `refusal` (the reference's words, code FORBIDDEN) unless the viewer has the capability; answers the viewer's id. */
export async function requireCapability(ctx: GraphQLContext, capability: Capability, refusal: StoreMessageKey): Promise<number> {
  if (!ctx.viewer || !(await viewerCan(ctx, capability))) throw new CapabilityRefusal(new StoreMessage(refusal));
  return ctx.viewer.customerId;
}
