import { z } from 'zod';
import { dateSchema, idSchema, intSchema, maxId, refIdSchema, toNumber } from '../input.ts';
import { checkDecimal } from '../validators.ts';

/**
 * The body of POST/PUT /bills/:type (API.md "Bills"): header fields of SPEC §3 and lines. Unknown fields are ignored.
 * Messages are message keys (messages.ts), shown the same in the web form.
 */
const decimal = (places: 2 | 4 | 6) =>
  z.union([z.string(), z.number()]).transform(String).refine((v) => checkDecimal(v.replace(/^-/, ''), places) === null, 'decimal.format');
const nonNegativeQty = decimal(4).refine((v) => Number(v) >= 0, 'bill.numberPositive');
const id = refIdSchema();
const date = dateSchema();

export const BillLineBody = z.object({
  product_id: z.preprocess(toNumber, z.number({ error: (i) => (i.input === undefined || i.input === null || i.input === '' ? 'bill.productRequired' : 'number.type') })
    .int('bill.productRequired').positive('bill.productRequired').max(maxId, 'id.range')),
  unit_id: id.optional(),
  number: nonNegativeQty,
  price: decimal(6).default('0'),
  tax_rate: decimal(6).optional(),
  /** Purchase and sales lines: a rate off price × number (0.1 = 10 % off) and/or the discount amount (line-discount.ts). */
  discount_rate: decimal(6).refine((v) => Number(v) >= 0 && Number(v) <= 1, 'bill.discountRate').optional(),
  discount_amount: decimal(2).refine((v) => Number(v) >= 0, 'decimal.negative').optional(),
  warehouse_id: id.optional(),
  source_line_id: id.optional(),
  remark: z.string().max(200).optional(),
  /** Assemblies and splits: 1 product in, -1 component out (other types ignore it). */
  direction: intSchema(-1, 1, 'bill.lineDirection').refine((v) => v !== 0, 'bill.lineDirection').optional(),
  /** Assemblies and splits with manual allocation: the product line's share of the component cost. */
  cost_share: decimal(6).optional(),
  /** Serial numbers, one per unit, for products with serial tracking (checked when the bill is approved). */
  serials: z.array(z.string().trim().min(1).max(60)).max(10000).optional(),
  /** Stocktake lines: the quantity is a count, and 0 is a count (every other line needs a quantity above 0). */
  counted: z.boolean().optional(),
  /** Check bills: the checked quantity's qualified and rejected parts (they add up to `number`). */
  qualified: decimal(4).refine((v) => Number(v) >= 0, 'decimal.negative').optional(),
  rejected: decimal(4).refine((v) => Number(v) >= 0, 'decimal.negative').optional(),
}).refine((l) => l.counted === true || Number(l.number) !== 0, {
  path: ['number'], message: 'bill.numberPositive',
  // Checked even when other fields of the row failed, so the row shows every problem at once.
  when: (p) => { const v = p.value as { number?: unknown; counted?: unknown }; return v?.counted !== true && (v?.number === 0 || (typeof v?.number === 'string' && Number(v.number) === 0)); },
});

/** A money document's row: a settlement account and/or an income-expense category, and the amount (2 dp, > 0). */
export const MoneyLineBody = z.object({
  account_id: id.optional(),
  category_id: id.optional(),
  amount: decimal(2).refine((v) => Number(v) > 0, 'money.amountPositive'),
  remark: z.string().max(200).optional(),
  /** Expense bills: the expense project the row is booked to, and its input VAT (2 dp, ≥ 0). */
  project_id: id.optional(),
  tax_amount: decimal(2).refine((v) => Number(v) >= 0, 'decimal.negative').optional(),
});

/** One document a money document clears (核销) and by how much. */
export const SettlementBody = z.object({
  bill_id: idSchema(),
  amount: decimal(2).refine((v) => Number(v) > 0, 'money.amountPositive'),
});

export const BillBody = z.object({
  bill_date: date,
  delivery_date: date.nullish(),
  partner_id: id.optional(),
  store_id: id.optional(),
  out_store_id: id.optional(),
  in_store_id: id.optional(),
  department_id: id.optional(),
  principal_id: id.optional(),
  currency_id: id.optional(),
  rate: decimal(6).optional(),
  pay_method: z.string().max(30).optional(),
  freight: decimal(2).optional(),
  acceptance_days: intSchema(0, 3650).optional(),
  logistics_id: id.optional(),
  consignee: z.string().max(50).optional(),
  mobile: z.string().max(20).optional(),
  address: z.string().max(200).optional(),
  attachments: z.string().max(4000).optional(),
  remark: z.string().max(500).optional(),
  source_bill_id: id.optional(),
  /** Assemblies and splits: cost allocation 1 by quantity, 2 by amount, 3 manual shares. */
  allocation: intSchema(1, 3).optional(),
  confirm: z.array(z.string()).optional(),
  /** Goods rows; a goods document needs at least one (checked with the type, `bill.linesRequired`). */
  lines: z.array(BillLineBody).max(1000).default([]),
  /** Money documents' rows (BillMeta.money). */
  money_lines: z.array(MoneyLineBody).max(200).optional(),
  /** Money documents' clearing rows. */
  settlements: z.array(SettlementBody).max(1000).optional(),
  /** Fields only the bill's type has (its `ext` schema on the server checks them); answered back as `ext`. */
  ext: z.record(z.string(), z.unknown()).optional(),
  /**
   * 保存并审核: save and approve in one transaction (API.md). Any refusal of the approval (stock, period, rule,
   * approver) answers that refusal and stores nothing, so a retry never makes a second document.
   */
  audit: z.boolean().optional(),
});
export type BillBodyInput = z.infer<typeof BillBody>;

export const AuditBody = z.object({ action: z.enum(['audit', 'reject', 'reverse', 'void']), remark: z.string().max(200).optional() });
