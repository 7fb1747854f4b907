// The demo shop's catalog: what a small independent shop for everyday goods might sell. Every
// case the storefront must show is here on purpose: simple, variable (colour × size), external and
// grouped products; sales running, scheduled and expired; out of stock, on backorder and low stock;
// virtual and downloadable goods; a product hidden from the catalog; a description with script.
import type { Translations } from '../domain/translations';
import type { ProductArt } from './images';

export interface ColorSeed {
  slug: string;
  name: string;
  /** The colour's name in the shop's other languages. */
  names: Translations;
  hex: string;
}

export const colors: ColorSeed[] = [
  { slug: 'black', name: 'Black', names: { de_DE: 'Schwarz', es_ES: 'Negro', fr_FR: 'Noir', it_IT: 'Nero', pt_BR: 'Preto' }, hex: '#1f2937' },
  { slug: 'white', name: 'White', names: { de_DE: 'Weiß', es_ES: 'Blanco', fr_FR: 'Blanc', it_IT: 'Bianco', pt_BR: 'Branco' }, hex: '#f5f5f4' },
  { slug: 'navy', name: 'Navy', names: { de_DE: 'Marineblau', es_ES: 'Azul marino', fr_FR: 'Bleu marine', it_IT: 'Blu navy', pt_BR: 'Azul-marinho' }, hex: '#1e3a8a' },
  { slug: 'red', name: 'Red', names: { de_DE: 'Rot', es_ES: 'Rojo', fr_FR: 'Rouge', it_IT: 'Rosso', pt_BR: 'Vermelho' }, hex: '#b91c1c' },
  { slug: 'green', name: 'Forest Green', names: { de_DE: 'Waldgrün', es_ES: 'Verde bosque', fr_FR: 'Vert forêt', it_IT: 'Verde foresta', pt_BR: 'Verde-floresta' }, hex: '#166534' },
  { slug: 'grey', name: 'Heather Grey', names: { de_DE: 'Grau meliert', es_ES: 'Gris jaspeado', fr_FR: 'Gris chiné', it_IT: 'Grigio melange', pt_BR: 'Cinza mescla' }, hex: '#6b7280' },
  { slug: 'yellow', name: 'Mustard', names: { de_DE: 'Senfgelb', es_ES: 'Mostaza', fr_FR: 'Moutarde', it_IT: 'Senape', pt_BR: 'Mostarda' }, hex: '#ca8a04' },
];

export const sizes = [
  { slug: 's', name: 'S' },
  { slug: 'm', name: 'M' },
  { slug: 'l', name: 'L' },
  { slug: 'xl', name: 'XL' },
  { slug: 'xxl', name: 'XXL' },
];

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  art: ProductArt;
  color: string;
}

export const categories: CategorySeed[] = [
  { slug: 'hoodies', name: 'Hoodies', art: 'hoodie', color: '#1e3a8a', description: 'Warm, soft and built to last: hoodies for every season.' },
  { slug: 't-shirts', name: 'T-shirts', art: 'tshirt', color: '#b91c1c', description: 'Everyday tees in organic cotton, from essentials to graphics.' },
  { slug: 'caps-hats', name: 'Caps & Hats', art: 'cap', color: '#166534', description: 'Caps, beanies and bucket hats for sun and cold.' },
  { slug: 'shoes', name: 'Shoes', art: 'sneaker', color: '#374151', description: 'Sneakers and trail shoes made for walking all day.' },
  { slug: 'bags', name: 'Bags', art: 'bag', color: '#92400e', description: 'Totes, backpacks and weekenders that carry it all.' },
  { slug: 'accessories', name: 'Accessories', art: 'watch', color: '#0f766e', description: 'Watches, sunglasses, socks and the little extras.' },
  { slug: 'home-living', name: 'Home & Living', art: 'candle', color: '#c2410c', description: 'Mugs, candles, plants and prints for a cosy home.' },
  { slug: 'music', name: 'Music', art: 'vinyl', color: '#7c3aed', description: 'Vinyl records and digital albums from independent artists.' },
  { slug: 'books', name: 'Books', art: 'book', color: '#be123c', description: 'Cookbooks, guides and atlases, in print and as e-books.' },
  { slug: 'audio', name: 'Audio', art: 'headphones', color: '#111827', description: 'Headphones and turntable gear for listening at home and away.' },
];

/** A sale: its price in cents and, when scheduled, its window (ISO dates). */
export interface SaleSeed {
  price: number;
  from?: string;
  to?: string;
}

export interface VariationPlan {
  colors: string[];
  sizes?: string[];
  /** Extra cents per size slug (bigger sizes cost more). */
  surcharge?: Record<string, number>;
  /** Combinations ("red/xxl") the shop does not make. */
  missing?: string[];
  /** Combinations sold out. */
  soldOut?: string[];
  /** Combinations that keep their own stock count. */
  ownStock?: Record<string, number>;
  /** A sale on the variations of these colours. */
  saleColors?: string[];
  default?: { color: string; size?: string };
}

export interface ProductSeed {
  name: string;
  categories: string[];
  art: ProductArt;
  color: string;
  /** Cents. */
  price: number;
  sale?: SaleSeed;
  short: string;
  intro: string;
  variations?: VariationPlan;
  external?: { url: string; button: string };
  stock?: { quantity?: number; low?: number; status?: 'outofstock' | 'onbackorder' };
  virtual?: boolean;
  download?: { name: string; fileName: string };
  hidden?: boolean;
  featured?: boolean;
  material?: string[];
  /** Extra HTML appended to the description. */
  extraHtml?: string;
}

// Sale windows far from any date the demo will run on, so they stay running, scheduled or over.
const running = { from: '2024-01-01T00:00:00Z', to: '2099-12-31T23:59:59Z' };
const scheduled = { from: '2098-01-01T00:00:00Z', to: '2098-02-01T00:00:00Z' };
const expired = { from: '2023-01-01T00:00:00Z', to: '2023-02-01T00:00:00Z' };

const apparelSizes = ['s', 'm', 'l', 'xl', 'xxl'];
const bigSizes = { xl: 300, xxl: 300 };

export const products: ProductSeed[] = [
  // Hoodies
  {
    name: 'Classic Pullover Hoodie',
    categories: ['hoodies'],
    art: 'hoodie',
    color: 'navy',
    price: 4900,
    featured: true,
    short: 'Our best-selling hoodie in brushed organic cotton, with a roomy kangaroo pocket.',
    intro: 'The Classic Pullover is the hoodie we reach for every morning: a soft brushed inside, a double-layer hood and ribbed cuffs that keep their shape wash after wash.',
    material: ['80% organic cotton', '20% recycled polyester'],
    variations: {
      colors: ['navy', 'black', 'grey', 'green', 'red'],
      sizes: apparelSizes,
      surcharge: bigSizes,
      missing: ['red/xxl'],
      soldOut: ['green/s'],
      ownStock: { 'navy/m': 12, 'navy/l': 3, 'black/m': 25 },
      default: { color: 'navy', size: 'm' },
    },
  },
  {
    name: 'Zip-Up Hoodie',
    categories: ['hoodies'],
    art: 'hoodie',
    color: 'grey',
    price: 5900,
    short: 'A full-zip hoodie with metal zip and side pockets, now on sale in every colour.',
    intro: 'Layer it over a tee or under a jacket: the Zip-Up has a sturdy metal zip, two side pockets and a hood lined in jersey.',
    material: ['100% organic cotton'],
    variations: {
      colors: ['grey', 'black', 'navy'],
      sizes: ['s', 'm', 'l', 'xl'],
      saleColors: ['grey', 'black', 'navy'],
      default: { color: 'grey', size: 'l' },
    },
    sale: { price: 4900, ...running },
  },
  {
    name: 'Heavyweight Oversized Hoodie',
    categories: ['hoodies'],
    art: 'hoodie',
    color: 'black',
    price: 6900,
    short: 'A 450 gsm oversized hoodie with dropped shoulders and a boxy fit.',
    intro: 'Cut generously and made from dense 450 gsm fleece, this hoodie holds its shape and feels like a blanket you can wear outside.',
    material: ['100% cotton fleece'],
    variations: {
      colors: ['black', 'white'],
      sizes: ['m', 'l', 'xl', 'xxl'],
      surcharge: bigSizes,
      ownStock: { 'black/m': 2, 'black/l': 4, 'white/xl': 1 },
    },
  },
  {
    name: "Kids' Fleece Hoodie",
    categories: ['hoodies'],
    art: 'hoodie',
    color: 'yellow',
    price: 2900,
    sale: { price: 2400, ...scheduled },
    short: 'A cheerful mustard hoodie for kids, soft on the inside and tough on the outside.',
    intro: 'Made for climbing, rolling and the occasional puddle: reinforced cuffs, a snug hood and a colour that is easy to spot on the playground.',
    stock: { quantity: 40, low: 5 },
  },
  {
    name: 'Sherpa-Lined Hoodie',
    categories: ['hoodies'],
    art: 'hoodie',
    color: 'green',
    price: 7900,
    short: 'A winter hoodie lined with warm sherpa fleece.',
    intro: 'When the temperature drops, the sherpa lining of this hoodie traps warmth without the bulk of a coat.',
    stock: { quantity: 0, status: 'outofstock' },
  },
  {
    name: 'Lightweight Summer Hoodie',
    categories: ['hoodies'],
    art: 'hoodie',
    color: 'white',
    price: 3900,
    short: 'A breathable loop-back hoodie for cool summer evenings.',
    intro: 'Light loop-back jersey keeps the chill off on summer evenings and packs down small in a weekend bag.',
    stock: { status: 'onbackorder' },
  },

  // T-shirts
  {
    name: 'Essential Crew Tee',
    categories: ['t-shirts'],
    art: 'tshirt',
    color: 'black',
    price: 1900,
    featured: true,
    short: 'The everyday crew-neck tee in heavyweight organic cotton.',
    intro: 'The tee everything else is built on: a clean crew neck, a relaxed but not baggy fit and 180 gsm organic cotton that softens with every wash.',
    material: ['100% organic cotton'],
    variations: {
      colors: ['black', 'white', 'navy', 'red', 'green'],
      sizes: apparelSizes,
      surcharge: { xxl: 200 },
      soldOut: ['white/xxl'],
      ownStock: { 'black/m': 30, 'black/l': 4 },
      default: { color: 'black', size: 'm' },
    },
  },
  {
    name: 'Heavyweight Pocket Tee',
    categories: ['t-shirts'],
    art: 'tshirt',
    color: 'white',
    price: 2500,
    short: 'A boxy 240 gsm tee with a chest pocket.',
    intro: 'Thick, structured cotton and a single chest pocket give this tee a workwear feel that only gets better with age.',
    material: ['100% cotton'],
    variations: { colors: ['white', 'black', 'grey'], sizes: ['s', 'm', 'l', 'xl'] },
  },
  {
    name: 'Long Sleeve Tee',
    categories: ['t-shirts'],
    art: 'tshirt',
    color: 'navy',
    price: 2900,
    short: 'A long-sleeve tee for layering, on sale in navy.',
    intro: 'A slim long-sleeve tee with ribbed cuffs, made to layer under shirts and knits or to wear on its own.',
    variations: {
      colors: ['navy', 'grey'],
      sizes: ['s', 'm', 'l', 'xl'],
      saleColors: ['navy'],
    },
    sale: { price: 2300 },
  },
  {
    name: 'Mountain Line Graphic Tee',
    categories: ['t-shirts'],
    art: 'tshirt',
    color: 'white',
    price: 2400,
    short: 'A white tee with a hand-drawn mountain line print.',
    intro: 'Printed in small batches with water-based inks, the mountain line drawing on this tee was sketched on a hike in the Dolomites.',
  },
  {
    name: 'Organic V-Neck Tee',
    categories: ['t-shirts'],
    art: 'tshirt',
    color: 'grey',
    price: 2200,
    short: 'A soft V-neck tee in organic cotton; only a few left.',
    intro: 'A lighter 150 gsm jersey and a narrow V-neck make this the tee for warm days.',
    stock: { quantity: 3, low: 5 },
  },
  {
    name: 'Striped Breton Shirt',
    categories: ['t-shirts'],
    art: 'tshirt',
    color: 'navy',
    price: 3500,
    sale: { price: 2800, ...running },
    short: 'The classic Breton stripe in thick cotton jersey.',
    intro: 'Inspired by the sailors of Brittany, this striped shirt uses a thick jersey with a boat neck and three-quarter sleeves.',
  },
  {
    name: 'Vintage Wash Tee',
    categories: ['t-shirts'],
    art: 'tshirt',
    color: 'red',
    price: 2700,
    sale: { price: 1900, ...expired },
    short: 'A garment-dyed tee with a lived-in, faded look.',
    intro: 'Each tee is dyed after sewing and washed with stones, so no two have exactly the same faded tone.',
  },
  {
    name: 'Performance Running Tee',
    categories: ['t-shirts'],
    art: 'tshirt',
    color: 'yellow',
    price: 3200,
    short: 'A quick-drying running tee in recycled polyester.',
    intro: 'Flatlock seams, a mesh back panel and a reflective logo make this tee comfortable for long runs in any light.',
    extraHtml:
      '<p onclick="alert(\'clicked\')">Tap for the size guide.</p><script>document.title = "injected";</script>',
  },

  // Caps & Hats
  {
    name: 'Six-Panel Baseball Cap',
    categories: ['caps-hats'],
    art: 'cap',
    color: 'navy',
    price: 2200,
    short: 'A classic six-panel cap in washed cotton twill with an adjustable strap.',
    intro: 'Structured front panels, a pre-curved brim and a brass buckle strap: a cap that fits right out of the box.',
    variations: { colors: ['navy', 'black', 'red', 'green'], default: { color: 'navy' } },
  },
  {
    name: 'Wool Beanie',
    categories: ['caps-hats'],
    art: 'beanie',
    color: 'grey',
    price: 1800,
    short: 'A ribbed merino beanie that keeps you warm without itching.',
    intro: 'Knitted from soft merino wool, this beanie has a deep turn-up cuff and stays warm even when damp.',
    material: ['100% merino wool'],
    variations: { colors: ['grey', 'yellow', 'red', 'black'], soldOut: ['red'] },
  },
  {
    name: 'Trucker Cap',
    categories: ['caps-hats'],
    art: 'cap',
    color: 'white',
    price: 2000,
    short: 'A mesh-back trucker cap for sunny days.',
    intro: 'Foam front, breathable mesh back and a snapback closure: the summer cap for festivals and road trips.',
  },
  {
    name: 'Ribbed Fisherman Beanie',
    categories: ['caps-hats'],
    art: 'beanie',
    color: 'navy',
    price: 1600,
    sale: { price: 1200 },
    short: 'A short fisherman beanie in chunky rib knit.',
    intro: 'Worn high above the ears like the dockworkers who made it famous, in a chunky rib that holds its shape.',
  },
  {
    name: 'Corduroy Dad Cap',
    categories: ['caps-hats'],
    art: 'cap',
    color: 'green',
    price: 2400,
    short: 'A soft, unstructured cap in fine corduroy.',
    intro: 'Fine-wale corduroy and an unstructured crown give this cap a relaxed look that goes with everything.',
  },
  {
    name: 'Bucket Hat',
    categories: ['caps-hats'],
    art: 'cap',
    color: 'yellow',
    price: 2600,
    short: 'A reversible cotton bucket hat for sun and showers.',
    intro: 'One side mustard canvas, the other a quiet check: a bucket hat that packs flat and shrugs off a summer shower.',
  },

  // Shoes
  {
    name: 'Court Classic Sneaker',
    categories: ['shoes'],
    art: 'sneaker',
    color: 'white',
    price: 8900,
    featured: true,
    short: 'A clean leather court sneaker with a cushioned cork footbed.',
    intro: 'Full-grain leather uppers, a cupsole stitched all round and a cork footbed that moulds to your foot.',
    material: ['Full-grain leather', 'Natural rubber sole'],
    variations: { colors: ['white', 'black', 'navy'], saleColors: ['navy'], default: { color: 'white' } },
    sale: { price: 7500, ...running },
  },
  {
    name: 'Canvas Low-Top',
    categories: ['shoes'],
    art: 'sneaker',
    color: 'red',
    price: 5500,
    short: 'A lightweight canvas low-top with a vulcanised sole.',
    intro: 'The summer shoe: breathable organic canvas, a vulcanised rubber sole and laces in a matching red.',
  },
  {
    name: 'Trail Runner',
    categories: ['shoes'],
    art: 'sneaker',
    color: 'green',
    price: 11900,
    sale: { price: 9900, ...running },
    short: 'A grippy trail shoe with a rock plate and a waterproof upper.',
    intro: 'Deep lugs, a protective rock plate and a waterproof membrane keep you moving on wet and rocky trails.',
  },
  {
    name: 'Suede Skate Shoe',
    categories: ['shoes'],
    art: 'sneaker',
    color: 'grey',
    price: 7500,
    short: 'A padded suede skate shoe, back soon: order now and we ship when it arrives.',
    intro: 'Padded collar, double-stitched suede toe and a grippy waffle sole built for the board and the street.',
    stock: { status: 'onbackorder' },
  },
  {
    name: 'Limited Edition Collab Sneaker',
    categories: ['shoes'],
    art: 'sneaker',
    color: 'yellow',
    price: 18000,
    short: 'Our collaboration with a partner studio, sold exclusively in their store.',
    intro: 'Designed together with a small studio in Lisbon, this numbered edition is sold through their own shop.',
    external: { url: 'https://example.com/collab-sneaker', button: 'Buy at the partner store' },
  },

  // Bags
  {
    name: 'Canvas Tote Bag',
    categories: ['bags'],
    art: 'bag',
    color: 'yellow',
    price: 1800,
    short: 'A heavy canvas tote with long handles and an inside pocket.',
    intro: 'Big enough for the weekly shop, strong enough for a stack of books, with an inside pocket for keys.',
  },
  {
    name: 'Everyday Backpack',
    categories: ['bags'],
    art: 'bag',
    color: 'black',
    price: 7900,
    short: 'A 20-litre backpack with a padded laptop pocket.',
    intro: 'A water-resistant shell, a padded pocket for a 15" laptop and a hidden back pocket for your passport.',
    material: ['Recycled nylon', 'Leather trims'],
    variations: { colors: ['black', 'navy', 'green'], ownStock: { black: 15, navy: 2, green: 8 } },
  },
  {
    name: 'Leather Weekender',
    categories: ['bags'],
    art: 'bag',
    color: '#92400e',
    price: 18900,
    short: 'A vegetable-tanned leather holdall for short trips.',
    intro: 'Cut from vegetable-tanned leather that darkens beautifully, with a separate shoe compartment and brass hardware.',
  },
  {
    name: 'Roll-Top Messenger',
    categories: ['bags'],
    art: 'bag',
    color: 'grey',
    price: 9500,
    short: 'A waterproof roll-top messenger for cycling commuters; only 2 left.',
    intro: 'Welded seams and a roll-top closure keep your laptop dry in a downpour; the strap adjusts with one hand.',
    stock: { quantity: 2, low: 5 },
  },
  {
    name: 'Crossbody Sling Bag',
    categories: ['bags'],
    art: 'bag',
    color: 'black',
    price: 4500,
    sale: { price: 3900 },
    short: 'A compact sling for phone, wallet and keys.',
    intro: 'Worn across the body or around the waist, this sling keeps the essentials close on city walks and travel days.',
  },
  {
    name: 'Laptop Sleeve 14"',
    categories: ['bags'],
    art: 'bag',
    color: 'navy',
    price: 3500,
    short: 'A felt-lined sleeve for 13" and 14" laptops.',
    intro: 'Wool felt on the inside, waxed canvas on the outside, and a magnetic flap that closes without a zip.',
  },

  // Accessories
  {
    name: 'Minimalist Field Watch',
    categories: ['accessories'],
    art: 'watch',
    color: '#0f766e',
    price: 14900,
    featured: true,
    short: 'A 38 mm field watch with a sapphire crystal and a canvas strap.',
    intro: 'A quiet dial, a sapphire crystal and Japanese quartz movement: a watch that does one thing and does it well.',
  },
  {
    name: 'Chronograph Steel Watch',
    categories: ['accessories'],
    art: 'watch',
    color: 'grey',
    price: 22900,
    short: 'A brushed steel chronograph with a bracelet strap.',
    intro: 'Two sub-dials, a tachymeter bezel and a brushed steel bracelet for the days that need a little more watch.',
    stock: { quantity: 0, status: 'outofstock' },
  },
  {
    name: 'Classic Wayfarer Sunglasses',
    categories: ['accessories'],
    art: 'sunglasses',
    color: 'black',
    price: 5900,
    short: 'Acetate sunglasses with polarised lenses.',
    intro: 'Hand-polished acetate frames and polarised category 3 lenses that cut glare on water and snow.',
  },
  {
    name: 'Round Tortoise Sunglasses',
    categories: ['accessories'],
    art: 'sunglasses',
    color: '#92400e',
    price: 6500,
    sale: { price: 4900, ...running },
    short: 'Round tortoiseshell frames with green lenses.',
    intro: 'A round shape that suits most faces, in a warm tortoiseshell acetate with classic green lenses.',
  },
  {
    name: 'Everyday Crew Socks 3-Pack',
    categories: ['accessories'],
    art: 'socks',
    color: 'white',
    price: 1500,
    short: 'Three pairs of cushioned crew socks in combed cotton.',
    intro: 'Cushioned soles, a reinforced heel and toe and a ribbed cuff that stays up all day.',
    variations: { colors: ['white', 'black', 'grey'], sizes: ['s', 'm', 'l'] },
  },
  {
    name: 'Merino Hiking Socks',
    categories: ['accessories'],
    art: 'socks',
    color: 'green',
    price: 1900,
    short: 'Warm, odour-resistant merino socks for long walks.',
    intro: 'Merino wool regulates temperature and resists odour, so these socks stay fresh over several days on the trail.',
  },
  {
    name: 'Gift Card €25',
    categories: ['accessories'],
    art: 'poster',
    color: 'red',
    price: 2500,
    virtual: true,
    short: 'A digital gift card, delivered by email.',
    intro: 'Not sure what to choose? A gift card is sent by email with a personal message and never expires.',
  },
  {
    name: 'Gift Wrapping',
    categories: ['accessories'],
    art: 'bag',
    color: 'red',
    price: 450,
    virtual: true,
    hidden: true,
    short: 'Recycled paper wrapping with a handwritten card.',
    intro: 'We wrap your order in recycled paper, tie it with cotton ribbon and add a handwritten card.',
  },

  // Home & Living
  {
    name: 'Stoneware Coffee Mug',
    categories: ['home-living'],
    art: 'mug',
    color: 'white',
    price: 1600,
    short: 'A hand-glazed stoneware mug that holds 350 ml.',
    intro: 'Thrown and glazed by hand in a small pottery in Portugal, each mug has its own slight variations in colour.',
    variations: { colors: ['white', 'black', 'green', 'yellow'], default: { color: 'white' } },
  },
  {
    name: 'Enamel Camp Mug',
    categories: ['home-living'],
    art: 'mug',
    color: 'white',
    price: 1400,
    short: 'A light enamel mug for camping trips and balconies.',
    intro: 'Enamelled steel with a rolled rim: unbreakable, light, and at home over a campfire.',
  },
  {
    name: 'Cedar & Smoke Soy Candle',
    categories: ['home-living'],
    art: 'candle',
    color: '#c2410c',
    price: 2400,
    short: 'A soy wax candle with notes of cedar, smoke and vetiver.',
    intro: 'Hand-poured soy wax with a cotton wick and about 45 hours of burn time, scented with cedar, smoke and vetiver.',
  },
  {
    name: 'Beeswax Pillar Candle',
    categories: ['home-living'],
    art: 'candle',
    color: 'yellow',
    price: 1900,
    short: 'A pure beeswax pillar that burns clean and smells of honey.',
    intro: 'Made from local beeswax, this pillar burns slowly with a warm glow and a faint scent of honey.',
    stock: { status: 'onbackorder' },
  },
  {
    name: 'Potted Monstera',
    categories: ['home-living'],
    art: 'plant',
    color: 'green',
    price: 3900,
    short: 'A young Monstera deliciosa in a 17 cm nursery pot.',
    intro: 'Easy to care for and quick to grow, the Monstera brings its split leaves to any bright corner.',
  },
  {
    name: 'Snake Plant in Ceramic Pot',
    categories: ['home-living'],
    art: 'plant',
    color: '#15803d',
    price: 2900,
    sale: { price: 2400 },
    short: 'A hardy snake plant in a matte ceramic pot.',
    intro: 'The plant for forgetful gardeners: it thrives on neglect and cleans the air of your bedroom.',
  },
  {
    name: 'Mountain Sunrise Art Print',
    categories: ['home-living'],
    art: 'poster',
    color: '#f97316',
    price: 3500,
    short: 'A giclée print on heavy cotton paper, 50 × 70 cm.',
    intro: 'Printed with archival inks on 310 gsm cotton paper, signed and numbered by the illustrator.',
  },
  {
    name: 'Digital Poster Pack',
    categories: ['home-living'],
    art: 'poster',
    color: '#7c3aed',
    price: 1200,
    virtual: true,
    download: { name: 'Poster pack (high resolution)', fileName: 'digital-poster-pack.webp' },
    short: 'Print-ready poster files to download and print at home.',
    intro: 'Download the files and print them at any size up to A2; the pack includes our three best-selling designs.',
  },

  // Music
  {
    name: 'Night Drive – Synthwave LP',
    categories: ['music'],
    art: 'vinyl',
    color: '#7c3aed',
    price: 2900,
    short: '180 g vinyl of the debut album by Neon Harbour.',
    intro: 'Ten tracks of warm analogue synths recorded in a single week, pressed on heavy 180 g vinyl with a printed inner sleeve.',
  },
  {
    name: 'Blue Hours – Jazz Trio LP',
    categories: ['music'],
    art: 'vinyl',
    color: '#1e3a8a',
    price: 2700,
    short: 'A late-night jazz trio session, live to tape.',
    intro: 'Piano, double bass and brushes recorded live to tape in one evening, with no overdubs.',
  },
  {
    name: 'Field Recordings Vol. 2 LP',
    categories: ['music'],
    art: 'vinyl',
    color: 'green',
    price: 2400,
    short: 'Ambient field recordings from northern forests.',
    intro: 'Birdsong, rain and distant trains, layered into four long ambient pieces.',
    stock: { quantity: 0, status: 'outofstock' },
  },
  {
    name: 'Night Drive – Digital Album (FLAC)',
    categories: ['music'],
    art: 'vinyl',
    color: '#a855f7',
    price: 900,
    virtual: true,
    download: { name: 'Night Drive (album preview, WAV)', fileName: 'night-drive-preview.wav' },
    short: 'The full album as lossless 24-bit FLAC files.',
    intro: 'All ten tracks as lossless 24-bit files, with the artwork as a high-resolution image.',
  },
  {
    name: 'Limited Picture Disc',
    categories: ['music'],
    art: 'vinyl',
    color: 'red',
    price: 3900,
    sale: { price: 3400, ...running },
    short: 'A numbered picture disc edition of Night Drive.',
    intro: 'Only 500 copies, each hand-numbered, with the album artwork pressed into the vinyl.',
  },
  {
    name: 'Record Cleaning Kit',
    categories: ['music', 'audio'],
    art: 'vinyl',
    color: 'grey',
    price: 1900,
    short: 'Carbon brush, cleaning fluid and microfibre cloth.',
    intro: 'Everything you need to keep your records quiet and your stylus clean, in a small tin.',
  },

  // Books
  {
    name: 'The Slow Kitchen',
    categories: ['books'],
    art: 'book',
    color: '#be123c',
    price: 3200,
    short: 'A cookbook of 80 seasonal recipes that take their time.',
    intro: 'Braises, breads and preserves: 80 recipes for weekends when the cooking is half the pleasure.',
  },
  {
    name: 'Trails of the North',
    categories: ['books'],
    art: 'book',
    color: 'green',
    price: 2400,
    short: 'A hiking guide to 40 routes with maps and elevation profiles.',
    intro: 'Forty day hikes with detailed maps, elevation profiles and tips on where to find the best coffee afterwards.',
  },
  {
    name: 'Design Notes',
    categories: ['books'],
    art: 'book',
    color: 'yellow',
    price: 1900,
    short: 'Short essays on everyday design, in paperback.',
    intro: 'Twenty short essays on the objects around us, from door handles to train timetables.',
  },
  {
    name: 'The Slow Kitchen – E-book',
    categories: ['books'],
    art: 'book',
    color: '#e11d48',
    price: 1200,
    virtual: true,
    download: { name: 'The Slow Kitchen (sample chapter, PDF)', fileName: 'the-slow-kitchen-sample.pdf' },
    short: 'The full cookbook as an e-book for any reader.',
    intro: 'The complete cookbook in a reflowable e-book format, with every photograph and a searchable index.',
  },
  {
    name: 'Night Sky Atlas',
    categories: ['books'],
    art: 'book',
    color: 'navy',
    price: 4500,
    short: 'A large-format star atlas for beginners; nearly sold out.',
    intro: 'Twenty large star charts, month by month, with notes on what to see with the naked eye and binoculars.',
    stock: { quantity: 4, low: 5 },
  },
  {
    name: 'Coffee Companion',
    categories: ['books'],
    art: 'book',
    color: '#78350f',
    price: 2100,
    short: 'A pocket guide to brewing better coffee, sold by the publisher.',
    intro: 'From grind size to water temperature: a pocket guide to brewing better coffee at home.',
    external: { url: 'https://example.com/coffee-companion', button: 'Buy from the publisher' },
  },

  // Audio
  {
    name: 'Studio Over-Ear Headphones',
    categories: ['audio'],
    art: 'headphones',
    color: 'black',
    price: 19900,
    featured: true,
    short: 'Closed-back studio headphones with replaceable ear pads.',
    intro: 'Tuned for long listening sessions: 50 mm drivers, memory-foam ear pads and a detachable cable.',
    material: ['Aluminium', 'Protein leather'],
    variations: { colors: ['black', 'white', 'navy'], saleColors: ['black'], default: { color: 'black' } },
    sale: { price: 17900, ...running },
  },
  {
    name: 'Wireless Noise-Cancelling Headphones',
    categories: ['audio'],
    art: 'headphones',
    color: 'grey',
    price: 27900,
    sale: { price: 22900, ...running },
    short: 'Adaptive noise cancelling and 30 hours of battery.',
    intro: 'Adaptive noise cancelling, 30 hours of battery and a quick charge that gives you 5 hours in 10 minutes.',
  },
  {
    name: "Kids' Volume-Limited Headphones",
    categories: ['audio'],
    art: 'headphones',
    color: 'yellow',
    price: 3900,
    short: 'Headphones limited to 85 dB to protect young ears.',
    intro: 'Bendy, durable and limited to 85 dB, with a sharing port so two children can listen together.',
  },
  {
    name: 'DJ Monitor Headphones',
    categories: ['audio'],
    art: 'headphones',
    color: 'red',
    price: 14900,
    short: 'Swivelling ear cups and a coiled cable for the booth.',
    intro: 'Swivelling ear cups for one-ear monitoring, a coiled cable and drivers that handle high volumes cleanly.',
    stock: { quantity: 0, status: 'outofstock' },
  },
  {
    name: 'Retro Portable Turntable',
    categories: ['audio', 'music'],
    art: 'vinyl',
    color: '#92400e',
    price: 24900,
    short: 'A suitcase turntable with built-in speakers, sold by our audio partner.',
    intro: 'A belt-driven turntable in a walnut-look suitcase, with built-in speakers and Bluetooth output.',
    external: { url: 'https://example.com/retro-turntable', button: 'View at AudioPartner' },
  },
  {
    name: 'Walnut Headphone Stand',
    categories: ['audio'],
    art: 'headphones',
    color: '#78350f',
    price: 3500,
    short: 'A solid walnut stand for your headphones.',
    intro: 'Turned from a single piece of walnut and finished with natural oil, with a cork base that protects your desk.',
  },
];

/** A grouped product: a set of the products above (simple or external), each bought on its own. */
export interface GroupSeed {
  name: string;
  categories: string[];
  /** The names of the products it gathers, in the order it shows them. */
  children: string[];
  short: string;
  intro: string;
}

export const groups: GroupSeed[] = [
  {
    name: 'Seaside Weekend Set',
    categories: ['t-shirts', 'caps-hats'],
    children: ['Striped Breton Shirt', 'Bucket Hat', 'Canvas Tote Bag', 'Classic Wayfarer Sunglasses'],
    short: 'Everything for a weekend by the sea, chosen to go together: pick the pieces you need.',
    intro: 'A striped shirt for the breeze, a hat for the sun, a tote for the towel and shades for the glare: our favourite pieces for a weekend on the coast, put together in one place.',
  },
  {
    name: 'Vinyl Listening Corner',
    categories: ['music'],
    children: ['Night Drive – Synthwave LP', 'Field Recordings Vol. 2 LP', 'Record Cleaning Kit', 'Retro Portable Turntable'],
    short: 'Records, care and a turntable for a listening corner at home.',
    intro: 'Start a listening corner with two of our favourite records, the kit that keeps them clean and a turntable from our audio partner.',
  },
];
