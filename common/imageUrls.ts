// Responsive image URLs for the storefront (SPEC §9: widths 320-1536, densities 1 and 2, webp).
// Media of our store backend goes through its resizer (/_img/w_<width>/uploads/<file>), on the
// origin the URL names (the API answers absolute URLs; the server's own rendering site-relative
// ones); images of a real WooCommerce site cannot be resized that way, so they pass unchanged.

export const imageWidths = [320, 640, 768, 1024, 1280, 1536] as const;
export const placeholderImage = '/images/placeholder.jpg';

const densities = [1, 2] as const;
const storeMedia = /^((?:https?:)?\/\/[^/?#]+)?\/(?:_img\/w_\d+\/)?uploads\/([^/?#]+)$/;

/** The smallest listed width that covers `needed` pixels, or the largest when none does. */
function widthFor(needed: number): number {
  return imageWidths.find((width) => width >= needed) ?? imageWidths[imageWidths.length - 1];
}

function resized(origin: string, fileName: string, width: number): string {
  return `${origin}/_img/w_${width}/uploads/${fileName}`;
}

/** src/srcset/sizes for an image shown at about `displayWidth` CSS px (densities 1 and 2). */
export function responsiveImage(
  sourceUrl: string | null | undefined,
  displayWidth: number,
  sizes?: string,
): { src: string; srcSet?: string; sizes?: string } {
  if (!sourceUrl) return { src: placeholderImage };
  const [, origin = '', fileName] = storeMedia.exec(sourceUrl) ?? [];
  if (!fileName) return { src: sourceUrl };
  // Two densities can land on the same listed width (a large display at 1x and 2x both need the
  // largest), so duplicates are dropped: a srcset must not list one width twice. A width that
  // follows the viewport (`sizes` in vw) can be anything up to the largest: then every listed width
  // up to the 2x one is offered, so a phone takes the file that fits it rather than the desktop's.
  const largest = widthFor(displayWidth * densities[densities.length - 1]);
  const widths = sizes?.includes('vw')
    ? imageWidths.filter((width) => width <= largest)
    : [...new Set(densities.map((density) => widthFor(displayWidth * density)))];
  return {
    src: resized(origin, fileName, widths[0]),
    srcSet: widths.map((width) => `${resized(origin, fileName, width)} ${width}w`).join(', '),
    sizes: sizes ?? `${Math.round(displayWidth)}px`,
  };
}
