// The pictures a product page shows: the main image, then the gallery (SPEC §9: up to 20). A chosen
// variation with a picture of its own takes the main image's place, as WooCommerce shows it.
import type { ImageData, ProductDetail, Variation } from './types';

export const galleryLimit = 20;

export function productImages(product: Pick<ProductDetail, 'image' | 'gallery'>, variation: Variation | null): ImageData[] {
  const images = (product.image ? [product.image, ...product.gallery] : [...product.gallery]).slice(0, galleryLimit + 1);
  const own = variation?.image;
  if (!own || images.some((image) => image.src === own.src)) return images;
  return product.image ? [own, ...images.slice(1)] : [own, ...images];
}
