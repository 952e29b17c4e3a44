import { Decimal } from '@zf/shared';
import type { ResourceHooks } from '../../engines/resource/index.ts';
import { conflict, invalidFields } from '../../platform/http/app-error.ts';

/**
 * The base currency (CNY, seeded with every enterprise) is the unit every rate is quoted in: it stays the base,
 * keeps rate 1 and cannot be deleted. No other currency becomes the base through the API, and every other rate is
 * above 0 (a rate of 0 would turn foreign amounts into nothing).
 */
export const currencyRules: ResourceHooks = {
  async beforeWrite(_tx, _enterpriseId, values, before) {
    const isBase = Number(before?.is_base ?? 0) === 1;
    if (values.is_base !== undefined && Number(values.is_base) !== (isBase ? 1 : 0)) throw invalidFields({ is_base: 'currency.baseFixed' });
    if (values.rate === undefined) return;
    const rate = new Decimal(String(values.rate));
    if (isBase && !rate.eq(1)) throw invalidFields({ rate: 'currency.baseRate' });
    if (rate.lte(0)) throw invalidFields({ rate: 'currency.ratePositive' });
  },
  async beforeDelete(_tx, _enterpriseId, rows) {
    if (rows.some((row) => Number(row.is_base) === 1)) throw conflict('currency.baseDelete');
  },
};
