import type { Language } from '../language.ts';
import { findPage, routePath } from '../menu-tree/index.ts';
import type { Labels } from '../resource/field.ts';
import { billMetaOf } from './bill-meta.ts';

/**
 * Sources of stock and money movements that are not documents of the bill engine: their label and the page that shows them,
 * with the query that opens the right record there. Product cost accounting (产品成本核算) revalues receipts with
 * amount-only movements numbered CBHS-<period>; they open the product cost accounting page on that period.
 */
export const moveSources: Record<string, { label: Labels; page: string; query: (id: number | string, sn: string) => string }> = {
  'product-costing': { label: { 'zh-CN': '产品成本核算', 'en-US': 'Product cost accounting' }, page: 'productCostAccounting', query: (_id, sn) => `period=${sn.replace(/^CBHS-/, '')}` },
  // Settlement-account movements a voucher made (payroll paid from the bank, a hand-entered bank fee): the voucher.
  vouchers: { label: { 'zh-CN': '记账凭证', 'en-US': 'Voucher' }, page: 'voucherList', query: (id) => `voucher_id=${String(id)}` },
};

/** The label of a document type or of another stock movement source; the raw type when neither knows it. */
export const sourceTypeLabel = (type: string, language: Language): string => billMetaOf(type)?.label[language] ?? moveSources[type]?.label[language] ?? type;

/** The page that shows documents of `type` (a bill type's own page, or a movement source's). */
export const sourcePageOf = (type: string): string | undefined => billMetaOf(type)?.page ?? moveSources[type]?.page;

/** The route that shows one document (its type's page with ?id=, a movement source's own query), if any. */
export function sourceHref(type: string, id: number | string, sn = ''): string | undefined {
  const page = findPage(sourcePageOf(type) ?? '');
  if (!page) return undefined;
  const source = billMetaOf(type) ? undefined : moveSources[type];
  return `${routePath(page)}?${source ? source.query(id, sn) : `id=${String(id)}`}`;
}
