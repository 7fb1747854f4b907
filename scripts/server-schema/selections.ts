// Every domain's selection of the reference schema; the backend's schema is their union.
import { cart } from './cart';
import { catalog } from './catalog';
import { accounts } from './accounts';
import { checkout } from './checkout';
import { grouped } from './grouped';
import { reviews } from './reviews';
import { settings } from './settings';
import { shopCatalog } from './shop-catalog';
import { shopOrders } from './shop-orders';
import { shopReviews } from './shop-reviews';
import type { SchemaSelection } from './selection';

export const selections: SchemaSelection[] = [catalog, grouped, reviews, cart, checkout, accounts, settings, shopOrders, shopReviews, shopCatalog];
