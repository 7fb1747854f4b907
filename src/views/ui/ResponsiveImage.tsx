// One <img> for every picture in the shop: sized srcset from the image service, explicit width and
// height so the layout does not jump while it loads, and the placeholder when the file is missing.
import { useEffect, useRef, useState } from 'react';
import type { ImageData } from '../../domain/catalog/types';
import { placeholderImage, responsiveImage } from '../../../common/imageUrls';

interface ResponsiveImageProps {
  image: ImageData | null;
  /** The accessible text; '' marks the picture as decorative. */
  alt: string;
  /** Intrinsic size in CSS pixels of the largest rendering; sets the aspect ratio. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image renders at each viewport width. */
  sizes?: string;
  /** Above-the-fold images load at once and first; everything else waits until scrolled near. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ image, alt, width, height, sizes, priority = false, className }: ResponsiveImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // Which source failed, so a new image (another product, another thumbnail) gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const source = image?.src ?? null;
  const broken = source === null || source === failedSrc;
  const picture = broken ? { src: placeholderImage } : responsiveImage(source, width, sizes);

  // An image can fail before hydration attaches onError; a finished load with no pixels is a failure.
  useEffect(() => {
    const img = ref.current;
    if (img && source && img.complete && img.naturalWidth === 0) setFailedSrc(source);
  }, [source]);

  return (
    <img
      ref={ref}
      className={className}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? picture.sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (source && !broken) setFailedSrc(source);
      }}
    />
  );
}
