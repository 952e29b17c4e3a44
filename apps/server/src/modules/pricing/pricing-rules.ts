import { PartnerType, PromotionKind, checkDateRange } from '@zf/shared';
import type { ResourceHooks } from '../../engines/resource/index.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';
import { partnerOfType } from '../partners/index.ts';
import { uniquePair } from '../unique-pair.ts';

const customerOnly = partnerOfType(PartnerType.customer, 'partner.notCustomer');

const onePerCustomerAndProduct = uniquePair('sale_agreement_price', ['partner_id', 'product_id'], 'product_id');

/** An agreement price is a customer's (a supplier's price is a cost price), one per customer and product. */
export const agreementPriceRules: ResourceHooks = {
  async beforeWrite(tx, enterpriseId, values, before) {
    await customerOnly.beforeWrite!(tx, enterpriseId, values, before);
    await onePerCustomerAndProduct.beforeWrite(tx, enterpriseId, values, before);
  },
};

/**
 * A promotion's dates are in order (a promotion may run longer than a year, unlike a query's range), a discount
 * rate is above 0 and at most 1, and a fixed price names its product (a price for every product means nothing).
 * An update is checked as the whole record it leaves behind.
 */
export const promotionRules: ResourceHooks = {
  async beforeWrite(_tx, _enterpriseId, values, before) {
    const v = { ...before, ...values };
    const fields: Record<string, AnyMessageKey> = {};
    if (checkDateRange(String(v.date_from), String(v.date_to)) === 'dateRange.order') fields.date_to = 'dateRange.order';
    const discount = Number(v.discount ?? 1);
    if (!(discount > 0 && discount <= 1)) fields.discount = 'promotion.discountRange';
    if (Number(v.kind) === PromotionKind.fixedPrice && !Number(v.product_id ?? 0)) fields.product_id = 'promotion.priceNeedsProduct';
    if (Object.keys(fields).length) throw invalidFields(fields);
  },
};
