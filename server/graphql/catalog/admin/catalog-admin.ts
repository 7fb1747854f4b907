// The shop managers' catalog mutations, as one list of resolvers for graphql/schema.ts.
import { catalogAdminEnums } from './admin-enums';
import { categoryMutationResolvers } from './category-mutations';
import { couponMutationResolvers } from './coupon-mutations';
import { productMutationResolvers } from './product-mutations';
import { variationMutationResolvers } from './variation-mutations';

export const catalogAdminResolvers = [catalogAdminEnums, productMutationResolvers, variationMutationResolvers, categoryMutationResolvers, couponMutationResolvers];
