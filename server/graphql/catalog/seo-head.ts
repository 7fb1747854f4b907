// `fullYoastHead`: a product page's SEO head (title, description, canonical and hreflang links, Open
// Graph, JSON-LD) as the shop's own server rendering makes it, for WooGraphQL clients that put
// Yoast's head into their pages. `frontendUrl` names the origin the links point at (the client's
// shop); without it, the shop's own. `sanitize` is accepted: the head is always built from escaped
// text. Null where no page renders it: the server's own rendering, a backend without the
// storefront, or a product that has no public page.
import type { ProductRecord } from '../../domain/catalog/store/product-records';
import { InputError } from '../../domain/input-error';

/** Renders the head of the product page for `slug` with links on `origin`; null when there is no such page. */
export type ProductHeads = (slug: string, origin: string) => Promise<string | null>;

/** The part of the request context a head needs (context.ts names ProductHeads, so this file names its part itself). */
interface HeadContext {
  productHeads?: ProductHeads;
  shopOrigin: string;
}

interface FullYoastHeadArgs {
  frontendUrl?: string | null;
  sanitize?: boolean | null;
}

function originOf(url: string): string {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // Refused below.
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) throw new InputError('frontendUrl must be an http or https URL.');
  return parsed.origin;
}

export async function fullYoastHead(product: ProductRecord, { frontendUrl }: FullYoastHeadArgs, { productHeads, shopOrigin }: HeadContext): Promise<string | null> {
  const origin = frontendUrl ? originOf(frontendUrl) : shopOrigin;
  if (!productHeads || !origin || product.status !== 'publish') return null;
  return productHeads(product.slug, origin);
}
