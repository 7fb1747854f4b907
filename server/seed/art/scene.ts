// Stages one drawing as a catalogue photograph: a soft studio sweep tinted from the product
// colour, a floor shadow, and the camera of the requested gallery view. Shadows are gradients
// or flat silhouettes, never SVG filters: librsvg needs 100-250 ms for one blur at 1536 px.
import { fromHsl, shade, toHsl } from './color';
import { shadingDefs, type Palette } from './paint';
import { between, type Random } from './random';
import type { Art } from './types';

export type View = 0 | 1 | 2;

interface Backdrop {
  wall: string;
  deep: string;
}

/** A pale tint of the product's own hue, nudged by the seed so neighbouring tiles differ. */
function studioBackdrop(color: string, background: string | undefined, random: Random): Backdrop {
  const drift = between(random, -14, 14);
  if (background) return { wall: background, deep: shade(background, -0.08) };
  const { h, s, l } = toHsl(color);
  // Greys and near-blacks have no meaningful hue, so they get a warm paper tone instead.
  const neutral = s < 0.12 || l < 0.1;
  const wall = fromHsl({
    h: neutral ? 34 + drift : h + drift,
    s: neutral ? 0.16 : Math.min(0.42, s * 0.55),
    l: l > 0.82 ? 0.86 : 0.93,
  });
  return { wall, deep: shade(wall, -0.09) };
}

/** A bolder, complementary backdrop for category tiles, where the tile itself must catch the eye. */
function boldBackdrop(color: string, random: Random): Backdrop {
  const { h, s } = toHsl(color);
  const wall = fromHsl({ h: (s < 0.12 ? 200 : h + 150) + between(random, -20, 20), s: 0.42, l: 0.78 });
  return { wall, deep: shade(wall, -0.12) };
}

function sceneDefs(b: Backdrop): string {
  return `<defs>
<linearGradient id="sweep" x2="0" y2="1"><stop offset="0" stop-color="${shade(b.wall, 0.35)}"/><stop offset=".62" stop-color="${b.wall}"/><stop offset="1" stop-color="${shade(b.wall, -0.05)}"/></linearGradient>
<radialGradient id="floor-soft"><stop offset="0" stop-color="#1a1410" stop-opacity=".26"/><stop offset=".6" stop-color="#1a1410" stop-opacity=".1"/><stop offset="1" stop-color="#1a1410" stop-opacity="0"/></radialGradient>
<radialGradient id="floor-contact"><stop offset="0" stop-color="#1a1410" stop-opacity=".4"/><stop offset="1" stop-color="#1a1410" stop-opacity="0"/></radialGradient>
<linearGradient id="plinth"><stop offset="0" stop-color="${shade(b.wall, -0.04)}"/><stop offset=".4" stop-color="${shade(b.wall, 0.4)}"/><stop offset="1" stop-color="${shade(b.wall, -0.1)}"/></linearGradient>
</defs>`;
}

function floorShadow(art: Art): string {
  const { floor, spread } = art;
  return `<ellipse cx="500" cy="${floor}" rx="${spread * 1.2}" ry="${spread * 0.16}" fill="url(#floor-soft)"/>
<ellipse cx="500" cy="${floor}" rx="${spread * 0.85}" ry="${spread * 0.06}" fill="url(#floor-contact)"/>`;
}

/** Scales the object about its floor point and sets it down at (x, y), mirrored if asked. */
function place(art: Art, scale: number, x: number, y: number, mirrored: boolean): string {
  return `translate(${x} ${y}) scale(${mirrored ? -scale : scale} ${scale}) translate(-500 ${-art.floor})`;
}

function hero(art: Art, object: string): string {
  return `<rect width="1000" height="1000" fill="url(#sweep)"/>${floorShadow(art)}${object}`;
}

/** View 1: a styled second shot, so the gallery does not repeat the hero image. */
function styled(art: Art, object: string, b: Backdrop, random: Random): string {
  if (art.setting === 'flatLay') {
    const tilt = between(random, 6, 11) * (random() < 0.5 ? -1 : 1);
    const surface = shade(b.wall, 0.2);
    const pose = `rotate(${tilt} 500 500) translate(500 500) scale(.84) translate(-500 -500)`;
    // An opaque silhouette a shade darker than the surface is a shadow without a blur filter;
    // two offsets of it give the edge a little softness.
    const shadow = (name: string, dx: number, dy: number) => `<g class="${name}" transform="translate(${dx} ${dy}) ${pose}">${object}</g>`;
    return `<style>.shadow-far *{fill:${shade(surface, -0.06)};stroke:${shade(surface, -0.06)}}.shadow-near *{fill:${shade(surface, -0.11)};stroke:${shade(surface, -0.11)}}</style>
<rect width="1000" height="1000" fill="${surface}"/>
${shadow('shadow-far', 18, 26)}${shadow('shadow-near', 9, 13)}
<g transform="${pose}">${object}</g>`;
  }
  const floorLine = 820;
  const arch = `<path d="M250 ${floorLine}V420a250 250 0 0 1 500 0V${floorLine}Z" fill="${b.deep}"/>`;
  const room = `<rect width="1000" height="1000" fill="url(#sweep)"/><rect y="${floorLine}" width="1000" height="${1000 - floorLine}" fill="${shade(b.wall, -0.04)}"/>${arch}`;
  if (art.setting === 'floor') {
    const shadow = `<ellipse cx="500" cy="${floorLine}" rx="${art.spread}" ry="${art.spread * 0.1}" fill="url(#floor-soft)"/>`;
    return `${room}${shadow}<g transform="${place(art, 0.78, 500, floorLine, art.mirror)}">${object}</g>`;
  }
  const rx = Math.max(art.spread * 1.2, 190);
  const top = 700;
  const plinth = `<ellipse cx="500" cy="890" rx="${rx * 1.25}" ry="${rx * 0.16}" fill="url(#floor-soft)"/>
<path d="M${500 - rx} ${top}V885a${rx} ${rx * 0.14} 0 0 0 ${rx * 2} 0V${top}Z" fill="url(#plinth)"/>
<ellipse cx="500" cy="${top}" rx="${rx}" ry="${rx * 0.14}" fill="${shade(b.wall, 0.5)}"/>
<ellipse cx="500" cy="${top}" rx="${art.spread * 0.7}" ry="${art.spread * 0.05}" fill="url(#floor-contact)"/>`;
  return `${room}${plinth}<g transform="${place(art, 0.8, 500, top, art.mirror)}">${object}</g>`;
}

/** View 2: a close-up on the drawing's most telling detail. */
function closeUp(art: Art, object: string): string {
  const [x, y] = art.focus;
  return `<rect width="1000" height="1000" fill="url(#sweep)"/><g transform="translate(500 500) scale(2.3) translate(${-x} ${-y})">${floorShadow(art)}${object}</g>`;
}

function svgDocument(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1536" viewBox="0 0 1000 1000">${content}</svg>`;
}

export function productScene(art: Art, p: Palette, view: View, background: string | undefined, random: Random): string {
  const b = studioBackdrop(p.base, background, random);
  const object = `<g>${art.draw(p, random)}</g>`;
  const body = view === 0 ? hero(art, object) : view === 1 ? styled(art, object, b, random) : closeUp(art, object);
  return svgDocument(sceneDefs(b) + shadingDefs(p) + body);
}

export function categoryScene(art: Art, p: Palette, random: Random): string {
  const b = boldBackdrop(p.base, random);
  // Tall and short objects alike should sit roughly centred on the disc.
  const ground = 760 + (art.floor - 800) * 0.4;
  const disc = `<circle cx="500" cy="470" r="340" fill="${shade(b.wall, 0.35)}"/>`;
  const shadow = `<ellipse cx="500" cy="${ground}" rx="${art.spread * 1.05}" ry="${art.spread * 0.13}" fill="url(#floor-soft)"/>`;
  const object = `<g transform="${place(art, 0.86, 500, ground, false)}">${art.draw(p, random)}</g>`;
  return svgDocument(sceneDefs(b) + shadingDefs(p) + `<rect width="1000" height="1000" fill="${b.wall}"/>${disc}${shadow}${object}`);
}
