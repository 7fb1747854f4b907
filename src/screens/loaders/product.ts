// /product/:slug — the product page, with Product/Offer and BreadcrumbList JSON-LD.
import type { ProductDetail, StockStatus } from '../../domain/catalog/types';
import { priceRange } from '../../domain/catalog/pricing';
import { getProduct } from '../../graphql/product';
import { routePath } from '../../routes';
import type { LoaderContext } from './context';
import { absoluteUrl, breadcrumbJsonLd, makeHead, plainText } from './head';
import { notFound } from './notFound';
import type { ProductData } from '../product';
import type { Loaded, NotFound } from '../screen';
import { sanitizeHtml } from './sanitize';

const availability: Record<StockStatus, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  ON_BACKORDER: 'https://schema.org/BackOrder',
};

export async function loadProduct(ctx: LoaderContext, slug: string): Promise<Loaded<'product', ProductData> | NotFound> {
  const product = await getProduct(ctx.graphql, slug, sanitizeHtml);
  if (!product) return notFound(ctx, 'error.productNotFound');
  const path = routePath('product', { slug: product.slug });
  const category = product.categories[0];
  const crumbs = [{ name: ctx.t('breadcrumb.home'), path: '/' }];
  if (category) crumbs.push({ name: category.name, path: routePath('category', { categorySlug: category.slug }) });
  crumbs.push({ name: product.name, path });

  return {
    view: 'product',
    status: 200,
    data: { product },
    head: makeHead(ctx, {
      title: product.name,
      description: plainText(product.shortDescriptionHtml || product.descriptionHtml) || undefined,
      canonicalPath: path,
      image: product.image?.src ?? null,
      jsonLd: [productJsonLd(ctx, product, path), breadcrumbJsonLd(ctx, crumbs)],
    }),
  };
}

function productJsonLd(ctx: LoaderContext, product: ProductDetail, path: string): object {
  const range = priceRange(product.prices.price);
  const url = absoluteUrl(ctx, path);
  const offerBase = {
    priceCurrency: 'EUR',
    availability: availability[product.stockStatus ?? 'IN_STOCK'],
    url,
  };
  const offers =
    range && range.min !== range.max
      ? { '@type': 'AggregateOffer', lowPrice: range.min.toFixed(2), highPrice: range.max.toFixed(2), offerCount: product.variations.length, ...offerBase }
      : { '@type': 'Offer', price: (range?.min ?? 0).toFixed(2), ...offerBase };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.shortDescriptionHtml || product.descriptionHtml, 500),
    ...(product.sku ? { sku: product.sku } : {}),
    image: [product.image, ...product.gallery].flatMap((image) => (image ? [absoluteUrl(ctx, image.src)] : [])),
    ...(product.categories[0] ? { category: product.categories[0].name } : {}),
    offers,
    ...(product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.averageRating, reviewCount: product.reviewCount } }
      : {}),
  };
}
