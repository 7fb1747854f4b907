// What the demo catalog says about each kind of product beyond its own introduction: the feature
// list and care note of its long description, its shipping weight and size, and its custom fields.
import type { ProductArt } from './images';

export interface KindDetails {
  features: string[];
  care: string;
  /** Kilograms and centimetres, as the shop enters them. */
  weight: string;
  dimensions: [length: string, width: string, height: string];
  meta: Record<string, string>;
}

const apparelCare = 'Wash at 30 °C inside out with similar colours, and dry flat to keep the shape.';

export const kinds: Record<ProductArt, KindDetails> = {
  hoodie: {
    features: ['Brushed inner fleece', 'Double-layer hood with flat drawcords', 'Ribbed cuffs and hem', 'Made in Portugal'],
    care: apparelCare,
    weight: '0.65',
    dimensions: ['35', '28', '6'],
    meta: { fabric_weight: '350 gsm', country_of_origin: 'Portugal' },
  },
  tshirt: {
    features: ['Pre-shrunk organic cotton', 'Taped neck and shoulder seams', 'Side-seamed for a better fit'],
    care: apparelCare,
    weight: '0.2',
    dimensions: ['30', '24', '2'],
    meta: { fabric_weight: '180 gsm', country_of_origin: 'Portugal' },
  },
  cap: {
    features: ['Washed cotton twill', 'Adjustable strap', 'Embroidered eyelets'],
    care: 'Spot clean with a damp cloth; do not machine wash.',
    weight: '0.12',
    dimensions: ['28', '20', '12'],
    meta: { country_of_origin: 'Italy' },
  },
  beanie: {
    features: ['Deep turn-up cuff', 'Soft, non-itch yarn', 'One size fits most'],
    care: 'Hand wash cold and dry flat.',
    weight: '0.1',
    dimensions: ['24', '20', '4'],
    meta: { country_of_origin: 'Scotland' },
  },
  sneaker: {
    features: ['Cushioned cork footbed', 'Natural rubber outsole', 'Recycled laces', 'Resoleable construction'],
    care: 'Wipe with a damp cloth and let dry away from direct heat.',
    weight: '1.1',
    dimensions: ['34', '22', '13'],
    meta: { country_of_origin: 'Portugal', sole: 'Natural rubber' },
  },
  bag: {
    features: ['Water-resistant outer', 'Inside zip pocket', 'Reinforced base', 'Lifetime repair service'],
    care: 'Brush off dirt and spot clean; leather parts enjoy a little wax once a year.',
    weight: '0.9',
    dimensions: ['45', '30', '15'],
    meta: { country_of_origin: 'Spain', capacity: '20 l' },
  },
  mug: {
    features: ['Dishwasher safe', 'Microwave safe', 'Holds 350 ml'],
    care: 'Dishwasher safe; avoid sudden temperature changes.',
    weight: '0.4',
    dimensions: ['12', '9', '10'],
    meta: { country_of_origin: 'Portugal', capacity: '350 ml' },
  },
  poster: {
    features: ['Archival pigment inks', 'Heavy 310 gsm cotton paper', 'Shipped rolled in a sturdy tube'],
    care: 'Frame behind UV glass and keep out of direct sunlight.',
    weight: '0.3',
    dimensions: ['72', '8', '8'],
    meta: { paper: '310 gsm cotton rag' },
  },
  headphones: {
    features: ['50 mm dynamic drivers', 'Replaceable ear pads', 'Detachable cable', 'Two-year warranty'],
    care: 'Wipe the ear pads with a dry cloth; store in the pouch when travelling.',
    weight: '0.45',
    dimensions: ['22', '19', '9'],
    meta: { warranty: '2 years', impedance: '32 ohm' },
  },
  vinyl: {
    features: ['180 g audiophile pressing', 'Printed inner sleeve', 'Download code included'],
    care: 'Store upright, away from heat, and hold records by the edges.',
    weight: '0.35',
    dimensions: ['32', '32', '1'],
    meta: { format: '12" LP, 33⅓ rpm' },
  },
  book: {
    features: ['Hardcover with cloth spine', 'Printed on FSC-certified paper', 'Ribbon bookmark'],
    care: 'Keep dry and out of direct sunlight.',
    weight: '0.8',
    dimensions: ['25', '19', '3'],
    meta: { language: 'English', pages: '256' },
  },
  socks: {
    features: ['Cushioned sole', 'Reinforced heel and toe', 'Seamless toe'],
    care: 'Machine wash at 40 °C; do not tumble dry.',
    weight: '0.15',
    dimensions: ['25', '12', '4'],
    meta: { country_of_origin: 'Portugal' },
  },
  watch: {
    features: ['Sapphire crystal', '50 m water resistance', 'Quick-release strap', 'Two-year warranty'],
    care: 'Rinse in fresh water after swimming in the sea.',
    weight: '0.2',
    dimensions: ['12', '10', '8'],
    meta: { warranty: '2 years', movement: 'Japanese quartz' },
  },
  sunglasses: {
    features: ['Polarised lenses', '100% UV protection', 'Hard case and cloth included'],
    care: 'Clean the lenses with the cloth; do not leave them on the dashboard.',
    weight: '0.15',
    dimensions: ['16', '7', '6'],
    meta: { lens: 'Polarised, category 3' },
  },
  plant: {
    features: ['Grown in peat-free soil', 'Arrives in protective packaging', 'Care card included'],
    care: 'Water when the top of the soil is dry and keep in bright, indirect light.',
    weight: '3',
    dimensions: ['30', '30', '60'],
    meta: { light: 'Bright, indirect', pet_friendly: 'No' },
  },
  candle: {
    features: ['100% natural wax', 'Cotton wick', 'About 45 hours of burn time'],
    care: 'Trim the wick to 5 mm before lighting and never leave a burning candle unattended.',
    weight: '0.5',
    dimensions: ['10', '10', '11'],
    meta: { burn_time: '45 hours' },
  },
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function longDescription(intro: string, kind: KindDetails, extraHtml = ''): string {
  const features = kind.features.map((feature) => `<li>${escape(feature)}</li>`).join('');
  return `<p>${escape(intro)}</p><ul>${features}</ul><p>${escape(kind.care)}</p>${extraHtml}`;
}

export function shortDescription(text: string): string {
  return `<p>${escape(text)}</p>`;
}

/** A grouped product's description: its introduction and the pieces it gathers. */
export function groupDescription(intro: string, childNames: readonly string[]): string {
  const pieces = childNames.map((name) => `<li>${escape(name)}</li>`).join('');
  return `<p>${escape(intro)}</p><ul>${pieces}</ul><p>Each piece is sold on its own: add the ones you want to your cart.</p>`;
}
