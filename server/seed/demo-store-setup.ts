// The demo shop's coupons, shipping zones and tax rates (the README's "Try this", docs/store-backend.md). Prices are
// entered without tax; tax is added by the customer's country, or state in the US.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { coupons, shippingMethods, shippingZoneLocations, shippingZones, taxRates } from '../db/schema/cart';
import { terms } from '../db/schema/catalog';

type NewCoupon = typeof coupons.$inferInsert;
type NewMethod = Omit<typeof shippingMethods.$inferInsert, 'zoneId' | 'position'>;

const europe = ['AT', 'BE', 'DE', 'ES', 'FR', 'IE', 'IT', 'NL', 'PT'];

async function categoryIds(db: Database, slugs: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.taxonomy, 'product_cat'), inArray(terms.slug, slugs)));
  return rows.map((row) => row.id);
}

async function demoCoupons(db: Database): Promise<NewCoupon[]> {
  return [
    { code: 'welcome10', description: '10% off your order', discountType: 'percent', amount: 10 },
    { code: 'save5', description: '€5 off orders of €30 or more', discountType: 'fixed_cart', amount: 500, minimumSpend: 3000 },
    { code: 'freeship', description: 'Free shipping', discountType: 'fixed_cart', amount: 0, freeShipping: true },
    {
      code: 'hoodie3',
      description: '€3 off every hoodie',
      discountType: 'fixed_product',
      amount: 300,
      categoryIds: await categoryIds(db, ['hoodies']),
    },
    {
      code: 'vip20',
      description: '20% off full-price items, up to €200 spend; cannot be combined',
      discountType: 'percent',
      amount: 20,
      individualUse: true,
      maximumSpend: 20000,
      excludeSaleItems: true,
      usageLimit: 500,
      usageLimitPerUser: 1,
    },
    { code: 'summer24', description: 'Last summer’s sale', discountType: 'percent', amount: 15, expiresAt: new Date('2024-09-01T00:00:00Z') },
  ];
}

/** The methods' titles in the shop's other languages. */
export const methodTitles: Record<string, NonNullable<NewMethod['titles']>> = {
  'Standard shipping': { de_DE: 'Standardversand', es_ES: 'Envío estándar', fr_FR: 'Livraison standard', it_IT: 'Spedizione standard', pt_BR: 'Frete padrão' },
  'Free shipping': { de_DE: 'Kostenloser Versand', es_ES: 'Envío gratuito', fr_FR: 'Livraison gratuite', it_IT: 'Spedizione gratuita', pt_BR: 'Frete grátis' },
  'Pick up at our San Francisco studio': { de_DE: 'Abholung in unserem Studio in San Francisco', es_ES: 'Recogida en nuestro estudio de San Francisco', fr_FR: 'Retrait dans notre atelier de San Francisco', it_IT: 'Ritiro nel nostro studio di San Francisco', pt_BR: 'Retirada em nosso estúdio em San Francisco' },
  'Pick up at our Berlin store': { de_DE: 'Abholung in unserem Laden in Berlin', es_ES: 'Recogida en nuestra tienda de Berlín', fr_FR: 'Retrait dans notre boutique de Berlin', it_IT: 'Ritiro nel nostro negozio di Berlino', pt_BR: 'Retirada em nossa loja em Berlim' },
  'International shipping': { de_DE: 'Internationaler Versand', es_ES: 'Envío internacional', fr_FR: 'Livraison internationale', it_IT: 'Spedizione internazionale', pt_BR: 'Frete internacional' },
};

const translated = (method: NewMethod): NewMethod => ({ ...method, titles: methodTitles[method.title] });

interface ZonePlan {
  name: string;
  locations: { country: string; state?: string }[];
  methods: NewMethod[];
}

const zones: ZonePlan[] = [
  {
    name: 'California',
    locations: [{ country: 'US', state: 'CA' }],
    methods: [
      { kind: 'flat_rate', title: 'Standard shipping', cost: 590, taxable: false },
      { kind: 'free_shipping', title: 'Free shipping', requires: 'either', minAmount: 10000 },
      { kind: 'local_pickup', title: 'Pick up at our San Francisco studio', cost: 0, taxable: false },
    ],
  },
  {
    name: 'United States',
    locations: [{ country: 'US' }],
    methods: [
      { kind: 'flat_rate', title: 'Standard shipping', cost: 990, taxable: false },
      { kind: 'free_shipping', title: 'Free shipping', requires: 'either', minAmount: 10000 },
    ],
  },
  {
    name: 'Germany',
    locations: [{ country: 'DE' }],
    methods: [
      { kind: 'flat_rate', title: 'Standard shipping', cost: 490, taxable: true },
      { kind: 'free_shipping', title: 'Free shipping', requires: 'either', minAmount: 5000 },
      { kind: 'local_pickup', title: 'Pick up at our Berlin store', cost: 0, taxable: true },
    ],
  },
  {
    name: 'Europe',
    locations: europe.filter((country) => country !== 'DE').map((country) => ({ country })),
    methods: [
      { kind: 'flat_rate', title: 'Standard shipping', cost: 790, taxable: true },
      { kind: 'free_shipping', title: 'Free shipping', requires: 'either', minAmount: 7500 },
    ],
  },
  {
    name: 'Brazil',
    locations: [{ country: 'BR' }],
    methods: [
      { kind: 'flat_rate', title: 'International shipping', cost: 1990, taxable: false },
      { kind: 'free_shipping', title: 'Free shipping', requires: 'coupon' },
    ],
  },
];

const restOfWorld: ZonePlan['methods'] = [
  { kind: 'flat_rate', title: 'International shipping', cost: 1490, taxable: false },
  { kind: 'free_shipping', title: 'Free shipping', requires: 'coupon' },
];

/** Rates in millionths: 19% is 190000. */
const rates: (typeof taxRates.$inferInsert)[] = [
  { country: 'DE', name: 'MwSt.', partsPerMillion: 190_000 },
  { country: 'FR', name: 'TVA', partsPerMillion: 200_000 },
  { country: 'ES', name: 'IVA', partsPerMillion: 210_000 },
  { country: 'IT', name: 'IVA', partsPerMillion: 220_000 },
  { country: 'AT', name: 'USt.', partsPerMillion: 200_000 },
  { country: 'NL', name: 'BTW', partsPerMillion: 210_000 },
  { country: 'BR', name: 'ICMS', partsPerMillion: 170_000, shipping: false },
  { country: 'US', state: 'NY', name: 'NY sales tax', partsPerMillion: 88_750, shipping: false },
  { country: 'US', state: 'CA', name: 'CA sales tax', partsPerMillion: 72_500, shipping: false },
  { country: 'US', state: 'TX', name: 'TX sales tax', partsPerMillion: 62_500, shipping: false },
];

export async function seedStoreSetup(db: Database): Promise<void> {
  await db.insert(coupons).values(await demoCoupons(db));
  for (const [position, zone] of zones.entries()) {
    const [{ id }] = await db.insert(shippingZones).values({ name: zone.name, position }).returning({ id: shippingZones.id });
    await db.insert(shippingZoneLocations).values(zone.locations.map((location) => ({ zoneId: id, country: location.country, state: location.state ?? '' })));
    await db.insert(shippingMethods).values(zone.methods.map((method, index) => ({ ...translated(method), zoneId: id, position: index })));
  }
  await db.insert(shippingMethods).values(restOfWorld.map((method, index) => ({ ...translated(method), zoneId: null, position: index })));
  await db.insert(taxRates).values(rates);
}
