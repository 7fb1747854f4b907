// Before a request runs: the customer its auth token names becomes the context's viewer, and its
// session becomes the customer's own (their saved cart), before any resolver reads it. A token
// that does not count fails the request as a whole, with code INVALID_AUTH_TOKEN.
import { GraphQLError } from 'graphql';
import { InvalidAuthTokenError, requestViewer } from '../../domain/accounts/request-viewer';
import type { GraphQLContext } from '../context';

export async function attachViewer(ctx: GraphQLContext, authorization: string | null): Promise<void> {
  try {
    const signIn = await requestViewer(ctx.db, ctx.auth, authorization);
    if (!signIn) return;
    ctx.viewer = { customerId: signIn.customerId, signInId: signIn.signInId };
    ctx.session.bindCustomer(signIn.customerId);
  } catch (error) {
    if (error instanceof InvalidAuthTokenError) throw new GraphQLError(error.message, { extensions: error.extensions });
    throw error;
  }
}
