// Every resolver of the catalog, with its enum mappings.
import { attributeResolvers } from './attributes';
import { catalogEnums } from './enums';
import { groupedProductResolvers } from './grouped';
import { mediaResolvers } from './media';
import { productResolvers } from './products';
import { reviewResolvers } from './reviews';
import { termResolvers } from './terms';
import { variationResolvers } from './variations';

export const catalogResolvers = [
  catalogEnums,
  productResolvers,
  groupedProductResolvers,
  variationResolvers,
  attributeResolvers,
  mediaResolvers,
  termResolvers,
  reviewResolvers,
];
