import { Decimal, standardCashFlowRules, suggestCashFlowItem, type CashFlowRule } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { isCashSubject, type VoucherLineInput } from './voucher-rules.ts';

/** The enterprise's cash-flow mapping (cash_flow_map) in the order it is tried; the standard rows if it has none. */
export async function loadCashFlowRules(db: Kysely<DB>, enterpriseId: number): Promise<CashFlowRule[]> {
  const rows = await db.selectFrom('cash_flow_map').select(['subject_code', 'inflow_item', 'outflow_item', 'sort'])
    .where('enterprise_id', '=', enterpriseId).orderBy('sort').orderBy('subject_code').execute();
  return rows.length ? rows : [...standardCashFlowRules];
}

const hasAmount = (v: string | null | undefined) => !!v && !new Decimal(v).isZero();

/**
 * The one rule that tags cash lines (FINANCE.md §5 Derivation), run by the voucher writer for every voucher whoever
 * makes it (bills, payroll, assets, costing, carry-down, hand-entered, imported): a line on 1001/1002/1012 without an
 * item takes the mapping's item for the voucher's other accounts — inflow when it sits in the debit column. A red
 * line keeps its forward twin's column (negative amount), so it takes the forward item. An item given stays; a voucher
 * that moves cash only (a transfer between cash and bank) leaves its lines untagged.
 */
export async function tagCashLines(db: Kysely<DB>, enterpriseId: number, lines: readonly VoucherLineInput[]): Promise<VoucherLineInput[]> {
  if (!lines.some((l) => isCashSubject(l.subject_code) && !l.cash_flow_item)) return [...lines];
  return tagLines(lines, await loadCashFlowRules(db, enterpriseId));
}

/** tagCashLines with the mapping given (pure). */
export function tagLines(lines: readonly VoucherLineInput[], rules: readonly CashFlowRule[]): VoucherLineInput[] {
  const codes = lines.map((l) => l.subject_code);
  return lines.map((l) => (isCashSubject(l.subject_code) && !l.cash_flow_item
    ? { ...l, cash_flow_item: suggestCashFlowItem(codes, hasAmount(l.debit), rules) }
    : l));
}
