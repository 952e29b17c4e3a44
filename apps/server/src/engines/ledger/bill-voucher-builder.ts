import { Decimal, amount } from '@zf/shared';
import { receivableKinds, type BillVoucherTemplate, type VoucherSlot } from './bill-voucher-template.ts';
import type { AuxKind, VoucherLineInput } from './voucher-rules.ts';

/**
 * A bill's voucher from the ledger rows its posting wrote (ARCHITECTURE §5), pure: stock moves at their costs (not
 * the bill lines' cost, which a repost makes stale), partner entries, settlement-account entries, the amount rows by
 * category and the bill's tax. Every row becomes a signed entry (positive = debit) on an account; the template's plug
 * slot balances the rest (revenue of a sale, the counter account of a stocktake…).
 */
export interface BillVoucherRows {
  bill: { type: string; bill_sn: string; partner_id: number; department_id: number; employee_id: number; tax_amount: string };
  /** Live stock moves: + into, − out of a warehouse, at cost. */
  stock: Array<{ warehouse_id: number; product_id: number; amount: string }>;
  /** Live partner entries (+ the partner owes us more). */
  partner: Array<{ partner_id: number; kind: string; amount: string }>;
  /** Live settlement-account entries (+ money in). */
  account: Array<{ account_id: number; amount: string }>;
  /** The bill's amount rows booked to an income-expense category (money documents). */
  categories: Array<{ category_id: number; project_id?: number; amount: string }>;
}

export interface VoucherMapping {
  inventory(warehouseId: number): string;
  cash(accountId: number): string;
  category(categoryId: number): string;
  slot(slot: VoucherSlot): string;
}

/** One signed amount on an account with every auxiliary value it could carry. */
export interface VoucherEntry {
  subject_code: string;
  amount: Decimal;
  partner_id?: number;
  product_id?: number;
  department_id?: number;
  employee_id?: number;
  /** The expense project (费用项目) of a money document's amount row, on accounts kept by project. */
  project_id?: number;
  /** Kept apart from the entries of the other sign on the same account (a template's `grossPlug`). */
  gross?: boolean;
}

export class VoucherBuildError extends Error {
  constructor(readonly reason: 'unbalanced', readonly difference: string) {
    super(`bill voucher does not balance by ${difference}`);
  }
}

export function billVoucherEntries(rows: BillVoucherRows, template: BillVoucherTemplate, map: VoucherMapping): VoucherEntry[] {
  const { bill } = rows;
  const common = { department_id: bill.department_id, employee_id: bill.employee_id };
  const entries: VoucherEntry[] = [];
  const add = (e: VoucherEntry) => { if (!e.amount.isZero()) entries.push({ ...common, ...e }); };
  let stockTotal = new Decimal(0);
  for (const m of rows.stock) {
    stockTotal = stockTotal.add(m.amount);
    add({ subject_code: map.inventory(m.warehouse_id), amount: new Decimal(m.amount), product_id: m.product_id });
    if (template.grossPlug && template.plug) add({ subject_code: map.slot(template.plug), amount: new Decimal(m.amount).neg(), partner_id: bill.partner_id, gross: true });
  }
  if (template.stockAgainst) add({ subject_code: map.slot(template.stockAgainst), amount: stockTotal.neg() });
  for (const p of rows.partner) {
    add({ subject_code: map.slot(receivableKinds.has(p.kind) ? 'receivable' : 'payable'), amount: new Decimal(p.amount), partner_id: p.partner_id });
  }
  for (const a of rows.account) add({ subject_code: map.cash(a.account_id), amount: new Decimal(a.amount), partner_id: bill.partner_id });
  if (template.categorySign) {
    for (const c of rows.categories) add({ subject_code: map.category(c.category_id), amount: new Decimal(c.amount).mul(template.categorySign), partner_id: bill.partner_id, project_id: c.project_id });
  }
  if (template.tax) add({ subject_code: map.slot(template.tax.slot), amount: new Decimal(bill.tax_amount).mul(template.tax.sign) });
  const rest = entries.reduce((s, e) => s.add(e.amount), new Decimal(0));
  if (!rest.isZero()) {
    if (!template.plug) throw new VoucherBuildError('unbalanced', amount(rest));
    add({ subject_code: map.slot(template.plug), amount: rest.neg(), partner_id: bill.partner_id });
  }
  return entries;
}

const auxField = { partner: 'partner_id', department: 'department_id', employee: 'employee_id', project: 'project_id', product: 'product_id' } as const;

/**
 * Voucher lines from signed entries: one line per account × the auxiliary values that account keeps (the others are
 * dropped), netted; zero lines vanish; debits first. A red voucher (returns) keeps each line on the side the forward
 * bill's voucher has it, with a negative amount.
 */
export function voucherLines(entries: readonly VoucherEntry[], auxOf: (code: string) => readonly string[], summary: string, red = false): VoucherLineInput[] {
  const merged = new Map<string, { line: VoucherLineInput; total: Decimal }>();
  for (const e of entries) {
    const aux: Partial<Record<(typeof auxField)[AuxKind], number>> = {};
    for (const kind of auxOf(e.subject_code) as AuxKind[]) {
      const field = auxField[kind];
      if (field) aux[field] = e[field] ?? 0;
    }
    const key = `${e.subject_code}|${JSON.stringify(aux)}${e.gross ? (e.amount.gt(0) ? '|dr' : '|cr') : ''}`;
    const seen = merged.get(key);
    if (seen) seen.total = seen.total.add(e.amount);
    else merged.set(key, { line: { summary, subject_code: e.subject_code, ...aux }, total: e.amount });
  }
  const lines: Array<VoucherLineInput & { debitSide: boolean }> = [];
  for (const { line, total } of merged.values()) {
    if (total.isZero()) continue;
    // Signed = debit − credit on either side; a red line sits where its forward twin does, so its figure is negative.
    const debitSide = red ? total.lt(0) : total.gt(0);
    const shown = amount(debitSide ? total : total.neg());
    lines.push({ ...line, debitSide, ...(debitSide ? { debit: shown } : { credit: shown }) });
  }
  // The cash-flow items are the voucher writer's (cash-flow-map.ts tagCashLines), as for every other voucher.
  return [...lines.filter((l) => l.debitSide), ...lines.filter((l) => !l.debitSide)].map(({ debitSide: _side, ...l }) => l);
}
