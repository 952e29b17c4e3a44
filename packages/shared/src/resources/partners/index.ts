import { costPriceResource } from './cost-price.resource.ts';
import { customerAccountResource } from './customer-account.resource.ts';
import { partnerCategoryResource } from './partner-category.resource.ts';
import { partnerContactResource } from './partner-contact.resource.ts';
import { partnerResource } from './partner.resource.ts';

/** Partner master data (SPEC §2 "Partners"), in menu order. */
export const partnerResources = [partnerResource, partnerCategoryResource, customerAccountResource, costPriceResource, partnerContactResource];
export { costPriceResource, customerAccountResource, partnerCategoryResource, partnerContactResource, partnerResource };
export { PartnerType } from './partner.resource.ts';
