// Before a request runs: the customer its auth token names becomes the context's viewer, and its
// session becomes the customer's own (their saved cart), before any resolver reads it. A token
// that does not count leaves the request a guest's, its reason kept for the answer
// (refused-auth-token.ts).
import { requestViewer } from '../../domain/accounts/request-viewer';
import type { GraphQLContext } from '../context';

export async function attachViewer(ctx: GraphQLContext, authorization: string | null): Promise<void> {
  const viewer = await requestViewer(ctx.db, ctx.auth, authorization);
  if (!viewer) return;
  if ('refused' in viewer) {
    ctx.refusedAuthToken = viewer.refused;
    return;
  }
  ctx.viewer = { customerId: viewer.signIn.customerId, signInId: viewer.signIn.signInId };
  ctx.session.bindCustomer(viewer.signIn.customerId);
}
