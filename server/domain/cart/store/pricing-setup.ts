// The shop's shipping zones and tax rates as the totals engine takes them (../shipping.ts,
// ../tax.ts), read from their tables. They are small; a cart reads them whole.
import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { readAll } from '../../../db/reads';
import { shippingMethods, shippingZoneLocations, shippingZones, taxRates } from '../../../db/schema/cart';
import type { ShippingMethod, ShippingSetup } from '../shipping';
import type { TaxRate } from '../tax';

export interface PricingSetup {
  shipping: ShippingSetup;
  taxRates: TaxRate[];
}

type MethodRow = typeof shippingMethods.$inferSelect;

function method(row: MethodRow): ShippingMethod {
  const id = `${row.kind}:${row.id}`;
  if (row.kind === 'free_shipping') {
    return { kind: 'free_shipping', id, label: row.title, labels: row.titles, requires: row.requires, minAmount: row.minAmount };
  }
  return { kind: row.kind, id, label: row.title, labels: row.titles, cost: row.cost, taxable: row.taxable };
}

export async function loadPricingSetup(db: Database): Promise<PricingSetup> {
  const [zones, locations, methods, rates] = await readAll(db, [
    () => db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id)),
    () => db.select().from(shippingZoneLocations),
    () => db.select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),
    () => db.select().from(taxRates).orderBy(asc(taxRates.id)),
  ]);
  return {
    shipping: {
      zones: zones.map((zone) => ({
        name: zone.name,
        locations: locations
          .filter((location) => location.zoneId === zone.id)
          .map((location) => ({ country: location.country, state: location.state || null })),
        methods: methods.filter((row) => row.zoneId === zone.id).map(method),
      })),
      restOfWorld: methods.filter((row) => row.zoneId === null).map(method),
    },
    taxRates: rates.map(taxRate),
  };
}

function taxRate(row: typeof taxRates.$inferSelect): TaxRate {
  return { country: row.country, state: row.state || null, partsPerMillion: row.partsPerMillion, shipping: row.shipping };
}

/** The tax rates alone, for prices shown with tax (../shown-prices.ts). */
export async function loadTaxRates(db: Database): Promise<TaxRate[]> {
  return (await db.select().from(taxRates).orderBy(asc(taxRates.id))).map(taxRate);
}
