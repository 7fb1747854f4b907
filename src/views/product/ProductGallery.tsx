// The product's pictures: one large image and a row of thumbnails to choose it. Which one is shown
// is DOM state for now; the product machine takes it over when variations pick their own image.
import { useState } from 'react';
import type { ImageData } from '../../catalog/types';
import { t } from '../../i18n';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import './ProductGallery.css';

interface ProductGalleryProps {
  images: ImageData[];
  productName: string;
}

export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? null;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ResponsiveImage
          className="gallery__image"
          image={current}
          alt={current?.alt || productName}
          width={800}
          height={800}
          sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
          priority
        />
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('product.gallery')}>
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === selected}
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                onClick={() => setSelected(index)}
              >
                <ResponsiveImage image={image} alt="" width={160} height={160} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
