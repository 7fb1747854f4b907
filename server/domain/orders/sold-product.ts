// What an order line shows as its product once the shop no longer sells it (deleted, or taken out
// of the catalog): the line's own record of it, under the name it was sold with, with no page to
// link to (empty slug), no picture and no price. An order stays readable whatever the catalog does.
// Its id is 0, so no catalog relation (texts, reviews, related) reads a product that is not for
// sale; the line's own productId still names it.
import type { ProductRecord } from '../catalog/store/product-records';
import type { OrderLineRecord } from './store/order-lines';

export function soldProduct(line: OrderLineRecord): ProductRecord {
  return {
    id: 0,
    type: 'simple',
    status: 'trash',
    catalogVisibility: 'hidden',
    featured: false,
    name: line.name,
    slug: '',
    sku: null,
    priceMin: null,
    priceMax: null,
    regularMin: null,
    regularMax: null,
    saleMin: null,
    saleMax: null,
    onSale: false,
    saleFrom: null,
    saleTo: null,
    manageStock: false,
    stockQuantity: null,
    stockStatus: 'outofstock',
    lowStockAmount: null,
    virtual: line.virtual,
    downloadable: line.downloadable,
    downloadLimit: null,
    downloadExpiryDays: null,
    weight: null,
    length: null,
    width: null,
    height: null,
    externalUrl: null,
    buttonText: null,
    imageId: null,
    menuOrder: 0,
    totalSales: 0,
    averageRating: 0,
    reviewCount: 0,
    reviewsAllowed: false,
    defaultAttributes: [],
    createdAt: '',
    modifiedAt: '',
  };
}
