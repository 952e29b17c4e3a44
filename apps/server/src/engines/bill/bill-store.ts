import type { Kysely } from 'kysely';
import { billMetaOf, countsInTotal, discountedLine, amount, Decimal, type AuditStatusCode, type BillMeta, type BillBodyInput, type BillTypeCode } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds, unixTime } from '../../platform/db/types.ts';
import type { BillForPosting, BookStock } from './bill-type.ts';
import { baseQuantity } from './line-units.ts';

/**
 * Line amounts (price × number less the line's discount, 2 dp: line-discount.ts), tax on that net amount, and the
 * header totals, computed on the server from the lines. The total quantity is the document's own rows': rows its type
 * marks as consumed (`BillMeta.consumedRows`, a receipt's backflushed components) are not counted.
 */
export function priceLines(body: BillBodyInput, meta: Pick<BillMeta, 'consumedRows'>) {
  const lines = body.lines.map((l, i) => {
    const { amount: net, discount_amount } = discountedLine(l);
    const tax = amount(new Decimal(net).mul(l.tax_rate ?? '0'));
    return { ...l, line_no: i + 1, amount: net, tax_amount: tax, discount_rate: l.discount_rate ?? '0', discount_amount };
  });
  const totalNumber = lines.filter((l) => countsInTotal(meta, l)).reduce((s, l) => s.add(l.number), new Decimal(0));
  const totalAmount = lines.reduce((s, l) => s.add(l.amount), new Decimal(0));
  const taxAmount = lines.reduce((s, l) => s.add(l.tax_amount), new Decimal(0));
  // A money document's amount is its rows' amounts (it has no goods rows).
  const moneyAmount = (body.money_lines ?? []).reduce((s, l) => s.add(l.amount), new Decimal(0));
  // Expense bills' rows carry input VAT: the bill costs its amounts plus their tax.
  const moneyTax = (body.money_lines ?? []).reduce((s, l) => s.add(l.tax_amount ?? 0), new Decimal(0));
  return { lines, total_number: totalNumber.toFixed(4), total_amount: amount(totalAmount.add(moneyAmount).add(moneyTax)), tax_amount: amount(taxAmount.add(moneyTax)) };
}

export const headerColumns = [
  'bill_date', 'delivery_date', 'partner_id', 'store_id', 'out_store_id', 'in_store_id', 'department_id', 'principal_id', 'currency_id',
  'rate', 'pay_method', 'freight', 'acceptance_days', 'logistics_id', 'consignee', 'mobile', 'address', 'attachments', 'remark', 'source_bill_id', 'allocation',
] as const;

export function headerValues(body: BillBodyInput): Record<string, unknown> {
  return Object.fromEntries(headerColumns.filter((c) => body[c] !== undefined).map((c) => [c, body[c] ?? null]));
}

/**
 * Writes a bill's lines: a new bill's (`fresh`: nothing to delete first, one statement less), or replaces them on an
 * edit while pending/rejected.
 */
export async function writeLines(tx: Kysely<DB>, enterpriseId: number, billId: number, lines: ReturnType<typeof priceLines>['lines'], defaultStore: number, fresh = false) {
  if (!fresh) await tx.deleteFrom('bill_line').where('enterprise_id', '=', enterpriseId).where('bill_id', '=', billId).execute();
  if (!lines.length) return;
  await tx
    .insertInto('bill_line')
    .values(lines.map((l) => ({
      enterprise_id: enterpriseId, bill_id: billId, line_no: l.line_no, product_id: l.product_id, unit_id: l.unit_id ?? 0,
      warehouse_id: l.warehouse_id || defaultStore, number: l.number, price: l.price, amount: l.amount, tax_rate: l.tax_rate ?? '0',
      tax_amount: l.tax_amount, discount_rate: l.discount_rate, discount_amount: l.discount_amount, source_line_id: l.source_line_id ?? 0, remark: l.remark ?? '',
      direction: l.direction ?? 0, cost_share: l.cost_share ?? '0', serials: JSON.stringify(l.serials ?? []),
      qualified: l.qualified ?? '0', rejected: l.rejected ?? '0',
    })))
    .execute();
}

/** Writes a money document's amount rows and clearing rows: a new bill's (`fresh`), or replaces them on an edit. */
export async function writeMoneyRows(tx: Kysely<DB>, enterpriseId: number, billId: number, { money_lines: moneyLines = [], settlements = [] }: BillBodyInput, fresh = false) {
  if (!fresh) {
    await tx.deleteFrom('bill_money_line').where('enterprise_id', '=', enterpriseId).where('bill_id', '=', billId).execute();
    await tx.deleteFrom('bill_settlement').where('enterprise_id', '=', enterpriseId).where('bill_id', '=', billId).execute();
  }
  if (moneyLines.length) {
    await tx.insertInto('bill_money_line').values(moneyLines.map((l, i) => ({
      enterprise_id: enterpriseId, bill_id: billId, line_no: i + 1, account_id: l.account_id ?? 0, category_id: l.category_id ?? 0, amount: amount(l.amount), remark: l.remark ?? '',
      project_id: l.project_id ?? 0, tax_amount: amount(l.tax_amount ?? 0),
    }))).execute();
  }
  if (settlements.length) {
    await tx.insertInto('bill_settlement').values(settlements.map((s, i) => ({
      enterprise_id: enterpriseId, bill_id: billId, line_no: i + 1, target_bill_id: s.bill_id, amount: amount(s.amount),
    }))).execute();
  }
}

export async function loadBill(db: Kysely<DB>, enterpriseId: number, type: BillTypeCode, id: number, opts: { forUpdate?: boolean } = {}) {
  let q = db.selectFrom('bill').selectAll().where('enterprise_id', '=', enterpriseId).where('type', '=', type).where('id', '=', id);
  if (opts.forUpdate) q = q.forUpdate();
  const header = await q.executeTakeFirst();
  if (!header) return undefined;
  const lines = await db.selectFrom('bill_line').selectAll().where('enterprise_id', '=', enterpriseId).where('bill_id', '=', id).orderBy('line_no').execute();
  // Goods documents have no money rows: two queries saved on every posting.
  if (!billMetaOf(type)?.money) return { header, lines, money_lines: [], settlements: [] };
  const [money_lines, settlements] = await Promise.all([
    db.selectFrom('bill_money_line').select(['id', 'line_no', 'account_id', 'category_id', 'project_id', 'amount', 'tax_amount', 'remark']).where('enterprise_id', '=', enterpriseId).where('bill_id', '=', id).orderBy('line_no').execute(),
    db.selectFrom('bill_settlement').select(['id', 'line_no', 'target_bill_id', 'amount']).where('enterprise_id', '=', enterpriseId).where('bill_id', '=', id).orderBy('line_no').execute(),
  ]);
  return { header, lines, money_lines, settlements };
}
export type LoadedBill = NonNullable<Awaited<ReturnType<typeof loadBill>>>;

/**
 * The bill as its type's `toPostings` sees it. Line quantities are in base units (`ratios`: base units per line unit,
 * for lines entered in an extra unit of their product); amounts stay what the line says.
 */
export function forPosting(bill: LoadedBill, sourceCosts: Map<number, string> = new Map(), book: Map<number, BookStock> = new Map(), ratios: Map<number, string> = new Map()): BillForPosting {
  const h = bill.header;
  return {
    id: h.id, type: h.type, bill_sn: h.bill_sn, bill_date: h.bill_date, partner_id: h.partner_id, store_id: h.store_id,
    out_store_id: h.out_store_id, in_store_id: h.in_store_id, total_amount: h.total_amount, tax_amount: h.tax_amount, allocation: h.allocation, ext: h.ext,
    lines: bill.lines.map((l) => ({
      id: l.id, product_id: l.product_id, warehouse_id: l.warehouse_id, number: baseQuantity(l.number, ratios.get(l.id)), price: l.price, amount: l.amount,
      tax_amount: l.tax_amount, discount_rate: l.discount_rate, discount_amount: l.discount_amount, source_line_id: l.source_line_id, source_unit_cost: sourceCosts.get(l.source_line_id),
      direction: l.direction, cost_share: l.cost_share, book: book.get(l.id), qualified: l.qualified, rejected: l.rejected,
    })),
    money_lines: bill.money_lines.map((l) => ({ account_id: l.account_id, category_id: l.category_id, project_id: l.project_id, amount: l.amount, tax_amount: l.tax_amount })),
  };
}

/** The API shape of a bill (API.md): header, lines, statuses; times as unix seconds. */
export function billView(bill: LoadedBill) {
  const h = bill.header;
  return {
    ...h,
    // The column holds the codes of AuditStatus only (every write names one): the answer says which.
    audit_status: h.audit_status as AuditStatusCode,
    audit_time: h.audit_time === null ? 0 : unixTime(h.audit_time),
    create_time: unixTime(h.create_time),
    update_time: unixTime(h.update_time),
    lines: bill.lines.map(({ enterprise_id: _e, ...l }) => l),
    money_lines: bill.money_lines,
    settlements: bill.settlements,
  };
}

export const touch = () => ({ update_time: nowSeconds() });
