// The refusal of a shop operation the viewer's role may not do: WPGraphQL's or WooGraphQL's own
// words for it, in the request's language like every refusal the shop words (graphql/localized-errors.ts),
// with the code FORBIDDEN rather than that of bad input.
import { InputError } from '../input-error';

export class CapabilityRefusal extends InputError {
  override readonly extensions = { code: 'FORBIDDEN' };
}
