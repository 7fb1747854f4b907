// Swatch colours for common pa_color slugs. A shop's own slugs are often compound
// ('heather-grey', 'forest-green'), so a slug that is not listed is matched by its words; one
// that matches nothing shows a multicolour swatch rather than a wrong colour.
const colors: Record<string, string> = {
  black: '#1f2937',
  white: '#f5f5f4',
  ivory: '#fbf7ea',
  cream: '#f3ead3',
  natural: '#e7dcc8',
  beige: '#e3d5b8',
  sand: '#d8c6a3',
  tan: '#c8a27a',
  khaki: '#bdb38a',
  brown: '#7c4a1e',
  chocolate: '#4e2c16',
  camel: '#b9874f',
  grey: '#6b7280',
  gray: '#6b7280',
  charcoal: '#374151',
  silver: '#c0c4cc',
  navy: '#1e3a8a',
  blue: '#2563eb',
  sky: '#7dd3fc',
  teal: '#0f766e',
  turquoise: '#14b8a6',
  green: '#166534',
  olive: '#6b7a2a',
  mint: '#a7f3d0',
  sage: '#9caf88',
  yellow: '#ca8a04',
  mustard: '#ca8a04',
  gold: '#c9a227',
  orange: '#ea580c',
  rust: '#b45309',
  red: '#b91c1c',
  burgundy: '#7f1d1d',
  maroon: '#7f1d1d',
  pink: '#ec4899',
  rose: '#f4a5b8',
  purple: '#7c3aed',
  lilac: '#c4b5fd',
  lavender: '#c4b5fd',
};

const multicolor = 'conic-gradient(#b91c1c, #ca8a04, #166534, #2563eb, #7c3aed, #b91c1c)';

/** A CSS background for the swatch of a colour term. */
export function swatchColor(slug: string): string {
  const key = slug.toLowerCase();
  if (colors[key]) return colors[key];
  // The last word names the colour ('forest-green'), the others qualify it.
  const words = key.split(/[-_\s]+/).reverse();
  const word = words.find((part) => colors[part]);
  return word ? colors[word]! : multicolor;
}
