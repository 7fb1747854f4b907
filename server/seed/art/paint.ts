// The shared paint box of the product art: a palette derived from the product colour and the
// gradients every drawing shades with. Shading is done with gradients rather than blur filters
// because librsvg rasterises gradients an order of magnitude faster at 1536 px.
import { fromHsl, luminance, shade, toHsl } from './color';

export interface Palette {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  /** A print or label colour that reads well on the base. */
  ink: string;
  /** A quieter companion colour for trims, soles and labels. */
  accent: string;
}

export function palette(color: string): Palette {
  const { h, s, l } = toHsl(color);
  const bright = luminance(color) > 0.45;
  return {
    base: color,
    light: shade(color, 0.22),
    lighter: shade(color, 0.5),
    dark: shade(color, l < 0.2 ? -0.35 : -0.22),
    darker: shade(color, -0.45),
    ink: bright ? shade(color, -0.72) : shade(color, 0.88),
    // Greys have no hue of their own to build on, so they get a warm sand accent.
    accent: s < 0.12 ? fromHsl({ h: 30, s: 0.4, l: bright ? 0.45 : 0.7 }) : fromHsl({ h: h + 28, s: Math.min(Math.max(s, 0.25), 0.55), l: bright ? 0.42 : 0.72 }),
  };
}

/**
 * Gradients shared by every drawing, in bounding-box units so one definition fits any shape:
 * `fill-cyl` turns a flat shape into a lit cylinder, `fill-diag` and `fill-vert` give soft
 * key-light falloff, the `over-*` ones are translucent overlays drawn on top of a flat fill.
 */
export function shadingDefs(p: Palette): string {
  return `<defs>
<linearGradient id="fill-cyl"><stop offset="0" stop-color="${p.dark}"/><stop offset=".22" stop-color="${p.base}"/><stop offset=".4" stop-color="${p.light}"/><stop offset=".62" stop-color="${p.base}"/><stop offset="1" stop-color="${p.darker}"/></linearGradient>
<linearGradient id="fill-diag" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<linearGradient id="fill-vert" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<linearGradient id="over-shade-x"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>
<linearGradient id="over-shade-y" x2="0" y2="1"><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>
<linearGradient id="over-shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".32"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset=".45" stop-color="#c3c8d0"/><stop offset=".7" stop-color="#eef0f3"/><stop offset="1" stop-color="#8f96a3"/></linearGradient>
<linearGradient id="metal-cyl"><stop offset="0" stop-color="#8f96a3"/><stop offset=".35" stop-color="#f1f3f6"/><stop offset=".7" stop-color="#c3c8d0"/><stop offset="1" stop-color="#7d8491"/></linearGradient>
</defs>`;
}

/** The visible side of an upright cylinder: a rectangle closed by the front half of its base ellipse. */
export function cylinderSide(cx: number, top: number, bottom: number, rx: number, ry: number): string {
  return `M${cx - rx} ${top}V${bottom}a${rx} ${ry} 0 0 0 ${rx * 2} 0V${top}Z`;
}
