import { promotionResource } from './promotion.resource.ts';
import { saleAgreementPriceResource } from './sale-agreement-price.resource.ts';

/** Selling prices beyond the product's own (SPEC §2 "Selling": promotions and prices), in menu order. */
export const salesResources = [promotionResource, saleAgreementPriceResource];
export { promotionResource, saleAgreementPriceResource };
export { PromotionKind } from './promotion.resource.ts';
