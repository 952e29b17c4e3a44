import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { VoucherMapping } from './bill-voucher-builder.ts';
import { billVoucherTemplates, defaultCashSubject, defaultCategorySubject, defaultInventorySubject, type BillVoucherTemplate, type VoucherSlot } from './bill-voucher-template.ts';

/**
 * An enterprise's account mapping for auto vouchers: warehouses → inventory account (warehouse.inventory_subject),
 * settlement accounts → cash account, income-expense categories → account, bill-type templates → slot accounts;
 * defaults in code (bill-voucher-template.ts), overrides in auto_voucher_map. Small tables: read whole, once per
 * voucher (or once per batch).
 */
export interface EnterpriseMapping {
  warehouses: Map<number, string>;
  cash: Map<number, { code: string; defaultCode: string }>;
  categories: Map<number, { code: string; defaultCode: string }>;
  overrides: Map<string, string>;
  /** Input VAT recognised on the purchase invoice (ledger_setting.vat_on_invoice). */
  vatOnInvoice: boolean;
  /** The type's template as this enterprise uses it (the tax slot follows `vatOnInvoice`) and its account map. */
  forType(billType: string): { template: BillVoucherTemplate; map: VoucherMapping } | undefined;
  /** Every inventory account in use (the stock-vs-GL check sums these). */
  inventorySubjects(): string[];
}

export const settlementScope = 'settlement_account';
export const categoryScope = 'expense_category';

export async function loadVoucherMapping(tx: Kysely<DB>, enterpriseId: number): Promise<EnterpriseMapping> {
  // One statement for the five small tables: it runs on every voucher a bill makes on approval, where five round
  // trips were a tenth of the posting's statements (docs/performance.md, "Where the time went").
  const { rows: [row] } = await sql<{
    warehouses: Array<{ id: number; inventory_subject: string }>; accounts: Array<{ id: number; account_type: number }>;
    categories: Array<{ id: number; direction: number }>; overrides: Array<{ scope: string; key: string; subject_code: string }>; vat_on_invoice: boolean | null;
  }>`SELECT
      (SELECT coalesce(json_agg(json_build_object('id', id, 'inventory_subject', inventory_subject)), '[]') FROM warehouse WHERE enterprise_id = ${enterpriseId}) AS warehouses,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'account_type', account_type)), '[]') FROM settlement_account WHERE enterprise_id = ${enterpriseId}) AS accounts,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'direction', direction)), '[]') FROM expense_category WHERE enterprise_id = ${enterpriseId}) AS categories,
      (SELECT coalesce(json_agg(json_build_object('scope', scope, 'key', key, 'subject_code', subject_code)), '[]') FROM auto_voucher_map WHERE enterprise_id = ${enterpriseId}) AS overrides,
      (SELECT vat_on_invoice FROM ledger_setting WHERE enterprise_id = ${enterpriseId}) AS vat_on_invoice`.execute(tx);
  const { warehouses, accounts, categories, overrides } = row!;
  const setting = { vat_on_invoice: row!.vat_on_invoice };
  const vatOnInvoice = setting?.vat_on_invoice ?? false;
  const over = new Map(overrides.map((o) => [`${o.scope}:${o.key}`, o.subject_code]));
  const mapped = (scope: string, id: number, fallback: string) => {
    const code = over.get(`${scope}:${id}`);
    return { code: code || fallback, defaultCode: fallback };
  };
  const wh = new Map(warehouses.map((w) => [w.id, w.inventory_subject || defaultInventorySubject]));
  const cash = new Map(accounts.map((a) => [a.id, mapped(settlementScope, a.id, defaultCashSubject(a.account_type))]));
  const cats = new Map(categories.map((c) => [c.id, mapped(categoryScope, c.id, defaultCategorySubject(c.direction))]));
  return {
    warehouses: wh,
    cash,
    categories: cats,
    overrides: over,
    vatOnInvoice,
    forType(billType) {
      const base = billVoucherTemplates[billType];
      if (!base) return undefined;
      const template = vatOnInvoice && base.tax?.onInvoice ? { ...base, tax: { ...base.tax, slot: base.tax.onInvoice } } : base;
      return {
        template,
        map: {
          inventory: (id) => wh.get(id) ?? defaultInventorySubject,
          cash: (id) => cash.get(id)?.code ?? defaultCashSubject(0),
          category: (id) => cats.get(id)?.code ?? defaultCategorySubject(1),
          slot: (slot: VoucherSlot) => over.get(`${billType}:${slot}`) ?? template.slots[slot] ?? '',
        },
      };
    },
    inventorySubjects: () => [...new Set([defaultInventorySubject, ...wh.values()])].sort(),
  };
}
