import { amount, Decimal } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * The openings that are not typed but come from the subledgers (issue 14 item 2, FINANCE.md §6 "subledgers agree"):
 * stock value before the start period per warehouse → the warehouse's inventory account (1405 by default), and each
 * partner's balance before it → 1122 (owes us) or 2202 (we owe them), per partner.
 */
export interface LedgerOpening {
  subject_code: string;
  partner_id: number;
  debit: string;
  credit: string;
  source: 'stock' | 'partner';
}

/** The level-1 codes whose openings (and their sub-accounts' openings) are computed, never typed. */
export const partnerAccounts = { receivable: '1122', payable: '2202' } as const;
export const defaultInventoryAccount = '1405';

/**
 * Inventory account per warehouse. Read through to_jsonb so it works before and after the auto-voucher migration
 * adds warehouse.inventory_subject (a missing column reads as null → 1405).
 */
async function warehouseAccounts(db: Kysely<DB>, enterpriseId: number): Promise<Map<number, string>> {
  const rows = await sql<{ id: number; code: string | null }>`
    SELECT w.id, to_jsonb(w) ->> 'inventory_subject' AS code FROM warehouse w WHERE w.enterprise_id = ${enterpriseId}`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.id), r.code || defaultInventoryAccount]));
}

/** Level-1 and sub-account codes fed from the subledgers. */
export async function computedRoots(db: Kysely<DB>, enterpriseId: number): Promise<Set<string>> {
  return new Set([defaultInventoryAccount, partnerAccounts.receivable, partnerAccounts.payable, ...(await warehouseAccounts(db, enterpriseId)).values()]);
}

/** Does an account's code fall under a computed root (the root itself or one of its sub-accounts)? */
export const isComputedCode = (code: string, roots: ReadonlySet<string>) => [...roots].some((r) => code.startsWith(r));

/** The first day of a period 'YYYY-MM'. */
const firstDay = (period: string) => `${period}-01`;

/** Openings from the stock and partner ledgers as they stand before `startPeriod`, per account and partner. */
export async function ledgerOpenings(db: Kysely<DB>, enterpriseId: number, startPeriod: string): Promise<LedgerOpening[]> {
  const before = firstDay(startPeriod);
  const [accounts, stock, partners] = await Promise.all([
    warehouseAccounts(db, enterpriseId),
    // The last running balance of each product in each warehouse before the start (the stock-change query's opening).
    sql<{ warehouse_id: number; value: string }>`
      SELECT warehouse_id, sum(value) AS value FROM (
        SELECT m.warehouse_id, (array_agg(m.balance_amount ORDER BY m.move_date DESC, m.seq DESC))[1] AS value
        FROM stock_move m WHERE m.enterprise_id = ${enterpriseId} AND m.move_date < ${before}
        GROUP BY m.product_id, m.warehouse_id) s
      GROUP BY warehouse_id`.execute(db),
    sql<{ partner_id: number; balance: string }>`
      SELECT partner_id, sum(amount) AS balance FROM partner_entry
      WHERE enterprise_id = ${enterpriseId} AND entry_date < ${before} GROUP BY partner_id HAVING sum(amount) <> 0 ORDER BY partner_id`.execute(db),
  ]);
  const byAccount = new Map<string, Decimal>();
  for (const r of stock.rows) {
    const code = accounts.get(Number(r.warehouse_id)) ?? defaultInventoryAccount;
    byAccount.set(code, (byAccount.get(code) ?? new Decimal(0)).add(r.value ?? 0));
  }
  const lines: LedgerOpening[] = [...byAccount]
    .filter(([, v]) => !v.isZero())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, v]) => ({ subject_code: code, partner_id: 0, debit: amount(v), credit: '0.00', source: 'stock' }));
  for (const p of partners.rows) {
    // partner_entry: positive = the partner owes us (receivable), negative = we owe them (payable).
    const v = new Decimal(p.balance);
    lines.push(v.isPositive()
      ? { subject_code: partnerAccounts.receivable, partner_id: Number(p.partner_id), debit: amount(v), credit: '0.00', source: 'partner' }
      : { subject_code: partnerAccounts.payable, partner_id: Number(p.partner_id), debit: '0.00', credit: amount(v.neg()), source: 'partner' });
  }
  return lines;
}
