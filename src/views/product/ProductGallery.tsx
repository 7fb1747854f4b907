// The product's pictures: one large image with previous/next controls, and thumbnails to pick one.
// Which picture shows is the product machine's; arrow keys and a swipe step through them. A chosen
// variation's own picture takes the first place.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductDetail } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { shownImages } from '../../machines/product';
import { useProduct } from '../../machines/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { sameShape, useProductState } from './useProductState';
import './ProductGallery.css';

/** A horizontal swipe this long (CSS px) changes the picture; shorter ones are taps or scrolls. */
const swipeDistance = 40;

export function ProductGallery({ product }: { product: ProductDetail }) {
  const actor = useProduct();
  const images = useProductState(product, shownImages, sameShape);
  const index = useProductState(product, (context) => context.imageIndex);
  // Where a touch began: plain DOM state, read when it ends.
  const swipeStart = useRef<number | null>(null);
  const current = images[index] ?? images[0] ?? null;
  const several = images.length > 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') actor?.send({ type: 'NEXT_IMAGE' });
    else if (event.key === 'ArrowLeft') actor?.send({ type: 'PREVIOUS_IMAGE' });
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= swipeDistance) actor?.send({ type: moved < 0 ? 'NEXT_IMAGE' : 'PREVIOUS_IMAGE' });
  };

  return (
    <section className="gallery" aria-label={t('product.gallery')} onKeyDown={several ? onKeyDown : undefined}>
      <div
        className="gallery__main"
        onPointerDown={several ? onPointerDown : undefined}
        onPointerUp={several ? onPointerUp : undefined}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ResponsiveImage
          className="gallery__image"
          image={current}
          alt={current?.alt || product.name}
          width={800}
          height={800}
          sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
          priority
        />
        {several && (
          <>
            <button type="button" className="gallery__step gallery__step--previous" aria-label={t('product.previousImage')} onClick={() => actor?.send({ type: 'PREVIOUS_IMAGE' })}>
              <ChevronLeftIcon />
            </button>
            <button type="button" className="gallery__step gallery__step--next" aria-label={t('product.nextImage')} onClick={() => actor?.send({ type: 'NEXT_IMAGE' })}>
              <ChevronRightIcon />
            </button>
            <p className="gallery__position" aria-live="polite">
              {t('product.imagePosition', { index: index + 1, count: images.length })}
            </p>
          </>
        )}
      </div>
      {several && (
        <ul className="gallery__thumbs">
          {images.map((image, position) => (
            <li key={`${image.src}-${position}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={position === index}
                aria-label={t('product.showImage', { index: position + 1, count: images.length })}
                onClick={() => actor?.send({ type: 'SHOW_IMAGE', index: position })}
              >
                <ResponsiveImage image={image} alt="" width={160} height={160} sizes="88px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
