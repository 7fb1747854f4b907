import { describe, expect, it } from 'vitest';
import { imageWidths, placeholderImage, responsiveImage } from '../../common/imageUrls';

describe('responsiveImage', () => {
  it('shows the placeholder when there is no image', () => {
    expect(responsiveImage(null, 300)).toEqual({ src: placeholderImage });
    expect(responsiveImage(undefined, 300)).toEqual({ src: placeholderImage });
    expect(responsiveImage('', 300)).toEqual({ src: placeholderImage });
  });

  it('passes a remote shop image through unchanged', () => {
    const url = 'https://shop.example.com/wp-content/uploads/2024/05/hoodie.jpg';
    expect(responsiveImage(url, 300)).toEqual({ src: url });
    expect(responsiveImage('/images/logo.png', 300)).toEqual({ src: '/images/logo.png' });
  });

  it('builds 1x and 2x variants of local uploads from the smallest widths that cover them', () => {
    expect(responsiveImage('/uploads/hoodie-3f2a.webp', 300)).toEqual({
      src: '/_img/w_320/uploads/hoodie-3f2a.webp',
      srcSet: '/_img/w_320/uploads/hoodie-3f2a.webp 320w, /_img/w_640/uploads/hoodie-3f2a.webp 640w',
      sizes: '300px',
    });
    expect(responsiveImage('/uploads/a.webp', 700).srcSet).toBe('/_img/w_768/uploads/a.webp 768w, /_img/w_1536/uploads/a.webp 1536w');
  });

  it('resizes absolute store-backend URLs on the origin they name', () => {
    expect(responsiveImage('http://127.0.0.1:3000/uploads/hoodie-3f2a.webp', 300)).toEqual({
      src: 'http://127.0.0.1:3000/_img/w_320/uploads/hoodie-3f2a.webp',
      srcSet: 'http://127.0.0.1:3000/_img/w_320/uploads/hoodie-3f2a.webp 320w, http://127.0.0.1:3000/_img/w_640/uploads/hoodie-3f2a.webp 640w',
      sizes: '300px',
    });
    expect(responsiveImage('https://shop.example/_img/w_1024/uploads/mug-91ab.png', 320).src).toBe('https://shop.example/_img/w_320/uploads/mug-91ab.png');
  });

  it('takes the file from an already resized URL', () => {
    expect(responsiveImage('/_img/w_1024/uploads/mug-91ab.png', 320).src).toBe('/_img/w_320/uploads/mug-91ab.png');
  });

  it('caps at the largest width and never lists a width twice', () => {
    expect(responsiveImage('/uploads/a.webp', 1000).srcSet).toBe('/_img/w_1024/uploads/a.webp 1024w, /_img/w_1536/uploads/a.webp 1536w');
    expect(responsiveImage('/uploads/a.webp', 2400)).toEqual({
      src: '/_img/w_1536/uploads/a.webp',
      srcSet: '/_img/w_1536/uploads/a.webp 1536w',
      sizes: '2400px',
    });
  });

  it('offers every width up to the 2x one to an image whose width follows the viewport', () => {
    const fluid = responsiveImage('/uploads/a.webp', 800, '(min-width: 1024px) 50vw, 100vw');
    expect(fluid.srcSet).toBe([320, 640, 768, 1024, 1280, 1536].map((width) => `/_img/w_${width}/uploads/a.webp ${width}w`).join(', '));
    expect(fluid.src).toBe('/_img/w_320/uploads/a.webp');
    expect(responsiveImage('/uploads/a.webp', 300, '(min-width: 1024px) 25vw, 50vw').srcSet).toBe('/_img/w_320/uploads/a.webp 320w, /_img/w_640/uploads/a.webp 640w');
    expect(responsiveImage('/uploads/a.webp', 64, '64px').srcSet).toBe('/_img/w_320/uploads/a.webp 320w');
  });

  it('keeps the caller’s sizes attribute', () => {
    const sizes = '(min-width: 1024px) 25vw, 50vw';
    expect(responsiveImage('/uploads/a.webp', 400, sizes).sizes).toBe(sizes);
  });

  it('only ever asks for listed widths', () => {
    for (const display of [1, 90, 320, 321, 500, 767, 900, 1280, 1600]) {
      const { srcSet } = responsiveImage('/uploads/a.webp', display);
      for (const candidate of srcSet?.split(', ') ?? []) {
        const width = Number(/ (\d+)w$/.exec(candidate)?.[1]);
        expect(imageWidths).toContain(width);
      }
    }
  });
});
