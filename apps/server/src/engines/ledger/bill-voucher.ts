import { Code, Decimal, billMetaOf } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { periodOf } from '../posting/period-gate.ts';
import { billVoucherEntries, voucherLines, VoucherBuildError, type BillVoucherRows } from './bill-voucher-builder.ts';
import { loadVoucherMapping, type EnterpriseMapping } from './bill-voucher-mapping.ts';
import { ledgerSettings } from './ledger-setting.ts';
import { subjectsByCode } from './subject-lookup.ts';
import { openVoucherDate } from './voucher-date.ts';
import { changeVoucherStatus } from './voucher-status.ts';
import { reverseVoucher } from './voucher-reversal.ts';
import { VoucherStatus, createVoucher, deleteVoucher, type SavedVoucher } from './voucher-store.ts';
import type { VoucherLineInput } from './voucher-rules.ts';

export interface BillHeader {
  id: number; type: string; bill_sn: string; bill_date: string; partner_id: number; department_id: number; principal_id: number; tax_amount: string;
}

export async function billHeader(tx: Kysely<DB>, enterpriseId: number, billId: number): Promise<BillHeader | undefined> {
  return tx.selectFrom('bill').select(['id', 'type', 'bill_sn', 'bill_date', 'partner_id', 'department_id', 'principal_id', 'tax_amount'])
    .where('enterprise_id', '=', enterpriseId).where('id', '=', billId).executeTakeFirst();
}

/**
 * What the bill's postings stand at now: every row of the bill summed (a reversed posting and its reversal cancel,
 * so only the live rows count), per warehouse × product, partner × kind, settlement account, category.
 */
export async function billVoucherRows(tx: Kysely<DB>, enterpriseId: number, bill: BillHeader): Promise<BillVoucherRows> {
  const of = sql`enterprise_id = ${enterpriseId} AND bill_type = ${bill.type} AND bill_id = ${bill.id}`;
  // One statement for the four ledgers (it was four round trips on every voucher; docs/performance.md, "Where the
  // time went"): `part` says which ledger a row sums, `ord` keeps each ledger's rows in the order they were written.
  const { rows } = await sql<{ part: number; a: number; b: number; k: string; amount: string }>`
    SELECT part, a, b, k, amount FROM (
      SELECT 1 AS part, warehouse_id AS a, product_id AS b, '' AS k, sum(direction * amount) AS amount, min(id) AS ord
        FROM stock_move WHERE ${of} GROUP BY warehouse_id, product_id
      UNION ALL SELECT 2, partner_id, 0, kind, sum(amount), min(id) FROM partner_entry WHERE ${of} GROUP BY partner_id, kind
      UNION ALL SELECT 3, account_id, 0, '', sum(amount), min(id) FROM account_entry WHERE ${of} GROUP BY account_id
      UNION ALL SELECT 4, category_id, project_id, '', sum(amount), min(line_no) FROM bill_money_line
        WHERE enterprise_id = ${enterpriseId} AND bill_id = ${bill.id} AND category_id <> 0 GROUP BY category_id, project_id
    ) AS x ORDER BY part, ord`.execute(tx);
  const part = (n: number) => rows.filter((r) => Number(r.part) === n);
  return {
    bill: { type: bill.type, bill_sn: bill.bill_sn, partner_id: bill.partner_id, department_id: bill.department_id, employee_id: bill.principal_id, tax_amount: bill.tax_amount },
    stock: part(1).map((r) => ({ warehouse_id: r.a, product_id: r.b, amount: r.amount })),
    partner: part(2).map((r) => ({ partner_id: r.a, kind: r.k, amount: r.amount })),
    account: part(3).map((r) => ({ account_id: r.a, amount: r.amount })),
    categories: part(4).map((r) => ({ category_id: r.a, project_id: r.b, amount: r.amount })),
  };
}

/** 销售单 XSCK-20260105-0001 */
export const billSummary = (bill: Pick<BillHeader, 'type' | 'bill_sn'>) => `${billMetaOf(bill.type)?.label['zh-CN'] ?? bill.type} ${bill.bill_sn}`;

/** Lines with only the auxiliary values each account keeps. */
export async function linesFor(tx: Kysely<DB>, enterpriseId: number, entries: Parameters<typeof voucherLines>[0], summary: string, red?: boolean): Promise<VoucherLineInput[]> {
  const subjects = await subjectsByCode(tx, enterpriseId, entries.map((e) => e.subject_code));
  return voucherLines(entries, (code) => subjects.get(code)?.aux_types ?? [], summary, red);
}

/** The bill's voucher lines from its ledger rows (empty: nothing to voucher, e.g. a transfer within one account). */
export async function billVoucherLines(tx: Kysely<DB>, enterpriseId: number, bill: BillHeader, mapping: EnterpriseMapping): Promise<VoucherLineInput[]> {
  const forType = mapping.forType(bill.type);
  if (!forType || (forType.template.onlyVatOnInvoice && !mapping.vatOnInvoice)) return [];
  let entries;
  try {
    entries = billVoucherEntries(await billVoucherRows(tx, enterpriseId, bill), forType.template, forType.map);
  } catch (e) {
    if (e instanceof VoucherBuildError) throw new AppError(Code.validation, 'autoVoucher.unbalanced', null, { bill_sn: bill.bill_sn, difference: e.difference });
    throw e;
  }
  const { red } = forType.template;
  return linesFor(tx, enterpriseId, entries, billSummary(bill), red === 'negative' ? new Decimal(bill.tax_amount).lt(0) : red);
}

/** Makes the bill's voucher (kind 'bill', sourced to the bill), or nothing when its rows carry no amounts. */
export async function makeBillVoucher(tx: Kysely<DB>, enterpriseId: number, bill: BillHeader, actorId: number, mapping?: EnterpriseMapping): Promise<SavedVoucher | null> {
  const lines = await billVoucherLines(tx, enterpriseId, bill, mapping ?? (await loadVoucherMapping(tx, enterpriseId)));
  if (!lines.length) return null;
  return createVoucher(tx, enterpriseId, { voucher_date: bill.bill_date, word: '记', lines }, {
    kind: 'bill', makerId: actorId, sources: [{ billType: bill.type, billId: bill.id, billSn: bill.bill_sn }], standing: true,
  });
}

/**
 * Whether approving a bill of this date makes its voucher now: books running (locked_account 1), mode on approval,
 * date in the books (≥ start period; an enterprise initialized without a start period has its books from the start).
 */
export async function voucherOnApproval(tx: Kysely<DB>, enterpriseId: number, billDate: string): Promise<boolean> {
  const s = await ledgerSettings(tx, enterpriseId);
  return s.initialized && s.voucher_mode === 'on_approval' && periodOf(billDate) >= s.start_period;
}

/** The bill's live bill voucher (not reversed), if any. */
export async function liveBillVoucher(tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number) {
  return tx.selectFrom('voucher as v')
    .innerJoin('voucher_source as s', (j) => j.onRef('s.enterprise_id', '=', 'v.enterprise_id').onRef('s.voucher_id', '=', 'v.id'))
    .select(['v.id', 'v.word', 'v.number', 'v.status'])
    .where('v.enterprise_id', '=', enterpriseId).where('s.bill_type', '=', billType).where('s.bill_id', '=', billId).where('v.kind', '=', 'bill')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('voucher as r').select('r.id').whereRef('r.enterprise_id', '=', 'v.enterprise_id').whereRef('r.reverses_id', '=', 'v.id'))))
    .orderBy('v.id', 'desc')
    .executeTakeFirst();
}

/**
 * Reverse audit of a bill takes its vouchers (bill and cost vouchers) back by the rules of a manual one: an
 * unaudited voucher is deleted, an audited one unaudited and deleted, a posted one reversed in red (dated like the
 * original while its period is open, else on the first day of the open accounting period). Afterwards the bill's
 * vouchers sum to nothing, like its ledger rows.
 */
export async function withdrawBillVouchers(tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number, actorId: number): Promise<void> {
  const vouchers = await tx.selectFrom('voucher as v')
    .innerJoin('voucher_source as s', (j) => j.onRef('s.enterprise_id', '=', 'v.enterprise_id').onRef('s.voucher_id', '=', 'v.id'))
    .select(['v.id', 'v.status', 'v.voucher_date'])
    .where('v.enterprise_id', '=', enterpriseId).where('s.bill_type', '=', billType).where('s.bill_id', '=', billId).where('v.kind', 'in', ['bill', 'cost'])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('voucher as r').select('r.id').whereRef('r.enterprise_id', '=', 'v.enterprise_id').whereRef('r.reverses_id', '=', 'v.id'))))
    .orderBy('v.id', 'desc')
    .execute();
  for (const v of vouchers) {
    if (v.status === VoucherStatus.posted) {
      await reverseVoucher(tx, enterpriseId, v.id, await openVoucherDate(tx, enterpriseId, v.voucher_date), actorId);
      continue;
    }
    if (v.status === VoucherStatus.audited) await changeVoucherStatus(tx, enterpriseId, v.id, 'unaudit', actorId);
    await deleteVoucher(tx, enterpriseId, v.id, { fromSource: true });
  }
}
