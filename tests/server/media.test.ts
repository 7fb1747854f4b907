// Images: media items answer absolute URLs (as WPGraphQL does, on the origin the request was sent
// to) for the original and for each registered size, and the bytes of the original come out of
// the database for the image route to serve.
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { loadMediaOriginal } from '../../server/domain/catalog/store/media';
import { describeBackends } from './harness';

describeBackends('media', (use) => {
  it('answers URLs per size, dimensions and type', async () => {
    const origin = new URL(use().url).origin;
    const { data, errors } = await use().query(`{ product(id: "essential-crew-tee", idType: SLUG) { image {
      sourceUrl mimeType mediaDetails { width height } title altText
      thumb: sourceUrl(size: THUMBNAIL) gallery: sourceUrl(size: WOOCOMMERCE_GALLERY_THUMBNAIL)
      card: sourceUrl(size: WOOCOMMERCE_THUMBNAIL) medium: sourceUrl(size: MEDIUM) single: sourceUrl(size: WOOCOMMERCE_SINGLE)
      mediumLarge: sourceUrl(size: MEDIUM_LARGE) large: sourceUrl(size: LARGE) xl: sourceUrl(size: _1536X1536) xxl: sourceUrl(size: _2048X2048)
    } } }`);
    expect(errors).toBeUndefined();
    const image = data.product.image;
    const file = image.sourceUrl.replace(`${origin}/uploads/`, '');
    expect(image).toEqual({
      sourceUrl: `${origin}/uploads/${file}`,
      mimeType: 'image/webp',
      mediaDetails: { width: 1536, height: 1536 },
      title: 'Essential Crew Tee',
      altText: 'Essential Crew Tee',
      thumb: `${origin}/_img/w_150/uploads/${file}`,
      gallery: `${origin}/_img/w_150/uploads/${file}`,
      card: `${origin}/_img/w_320/uploads/${file}`,
      medium: `${origin}/_img/w_320/uploads/${file}`,
      single: `${origin}/_img/w_640/uploads/${file}`,
      mediumLarge: `${origin}/_img/w_768/uploads/${file}`,
      large: `${origin}/_img/w_1024/uploads/${file}`,
      xl: `${origin}/_img/w_1536/uploads/${file}`,
      xxl: `${origin}/_img/w_1536/uploads/${file}`,
    });
  });

  it('loads the original bytes by file name', async () => {
    const api = use();
    const { data } = await api.query(`{ product(id: "essential-crew-tee", idType: SLUG) { image { sourceUrl } } }`);
    const file = new URL(data.product.image.sourceUrl).pathname.replace('/uploads/', '');
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
