// Images: media items answer URLs for the original and for each registered size, and the bytes
// of the original come out of the database for the image route to serve.
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { loadMediaOriginal } from '../../server/domain/catalog/media';
import { describeBackends } from './harness';

describeBackends('media', (use) => {
  it('answers URLs per size, dimensions and type', async () => {
    const { data, errors } = await use().query(`{ product(id: "essential-crew-tee", idType: SLUG) { image {
      sourceUrl mimeType mediaDetails { width height } title altText
      thumb: sourceUrl(size: THUMBNAIL) gallery: sourceUrl(size: WOOCOMMERCE_GALLERY_THUMBNAIL)
      card: sourceUrl(size: WOOCOMMERCE_THUMBNAIL) medium: sourceUrl(size: MEDIUM) single: sourceUrl(size: WOOCOMMERCE_SINGLE)
      mediumLarge: sourceUrl(size: MEDIUM_LARGE) large: sourceUrl(size: LARGE) xl: sourceUrl(size: _1536X1536) xxl: sourceUrl(size: _2048X2048)
    } } }`);
    expect(errors).toBeUndefined();
    const image = data.product.image;
    const file = image.sourceUrl.replace('/uploads/', '');
    expect(image).toEqual({
      sourceUrl: `/uploads/${file}`,
      mimeType: 'image/webp',
      mediaDetails: { width: 1536, height: 1536 },
      title: 'Essential Crew Tee',
      altText: 'Essential Crew Tee',
      thumb: `/_img/w_150/uploads/${file}`,
      gallery: `/_img/w_150/uploads/${file}`,
      card: `/_img/w_320/uploads/${file}`,
      medium: `/_img/w_320/uploads/${file}`,
      single: `/_img/w_640/uploads/${file}`,
      mediumLarge: `/_img/w_768/uploads/${file}`,
      large: `/_img/w_1024/uploads/${file}`,
      xl: `/_img/w_1536/uploads/${file}`,
      xxl: `/_img/w_1536/uploads/${file}`,
    });
  });

  it('loads the original bytes by file name', async () => {
    const api = use();
    const { data } = await api.query(`{ product(id: "essential-crew-tee", idType: SLUG) { image { sourceUrl } } }`);
    const file = data.product.image.sourceUrl.replace('/uploads/', '');
    const original = await loadMediaOriginal(api.db, file);
    expect(original?.mime).toBe('image/webp');
    const metadata = await sharp(Buffer.from(original!.data)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1536, 1536]);
    expect(await loadMediaOriginal(api.db, 'no-such-file-abcdef.webp')).toBeNull();
  });

  it('gives every product an image and every gallery 1 to 3 more', async () => {
    const { data } = await use().query(
      `query all($first: Int) { products(first: $first) { nodes { slug image { databaseId } galleryImages(first: 20) { nodes { databaseId } } } } }`,
      { first: 9999 },
    );
    for (const product of data.products.nodes) {
      expect(product.image, product.slug).not.toBeNull();
      expect(product.galleryImages.nodes.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.galleryImages.nodes.length, product.slug).toBeLessThanOrEqual(3);
    }
  });
});
