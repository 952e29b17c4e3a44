import { Decimal, amount } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Receivable view: + means the partner owes us. Payable view: + means we owe the partner (the ledger's sign flipped). */
export type Side = 'receivable' | 'payable';
const signOf = (side: Side) => (side === 'payable' ? -1 : 1);

export interface StatementRow {
  id: string;
  entry_date: string;
  kind: string;
  bill_type: string;
  bill_id: number;
  bill_sn: string;
  /** This row cancels an earlier one (a reverse audit). */
  reversal: boolean;
  increase: string;
  decrease: string;
  balance: string;
}

/**
 * 对账单: a partner's opening balance at the start of the range, every ledger entry in it with the running balance,
 * and the closing balance — what an accountant sends the customer to confirm. Reversals stay visible as their own
 * rows (the ledger is append-only), so the statement ties to every document the partner was shown.
 */
export async function partnerStatement(db: Kysely<DB>, enterpriseId: number, partnerId: number, from: string, to: string, side: Side) {
  const sign = signOf(side);
  const [before, entries] = await Promise.all([
    db.selectFrom('partner_entry').select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('enterprise_id', '=', enterpriseId).where('partner_id', '=', partnerId).where('entry_date', '<', from).executeTakeFirstOrThrow(),
    db.selectFrom('partner_entry').select(['id', 'entry_date', 'kind', 'amount', 'bill_type', 'bill_id', 'bill_sn', 'reverses_id'])
      .where('enterprise_id', '=', enterpriseId).where('partner_id', '=', partnerId).where('entry_date', '>=', from).where('entry_date', '<=', to)
      .orderBy('entry_date').orderBy('id').execute(),
  ]);
  const opening = new Decimal(before.total).mul(sign);
  let balance = opening;
  const rows: StatementRow[] = entries.map((e) => {
    const value = new Decimal(e.amount).mul(sign);
    balance = balance.add(value);
    return {
      id: e.id, entry_date: e.entry_date, kind: e.kind, bill_type: e.bill_type, bill_id: e.bill_id, bill_sn: e.bill_sn, reversal: e.reverses_id !== null,
      increase: amount(value.gt(0) ? value : 0), decrease: amount(value.lt(0) ? value.neg() : 0), balance: amount(balance),
    };
  });
  const increase = rows.reduce((s, r) => s.add(r.increase), new Decimal(0));
  const decrease = rows.reduce((s, r) => s.add(r.decrease), new Decimal(0));
  return { opening: amount(opening), increase: amount(increase), decrease: amount(decrease), closing: amount(balance), rows };
}

export interface BalanceQuery {
  from: string;
  to: string;
  side: Side;
  partnerType?: number;
  keyword?: string;
  page: number;
  pageSize: number;
}

/**
 * 应收/应付汇总: per partner the opening balance, what was added and cleared in the range, and the closing balance;
 * partners with nothing at all are left out. One grouped scan of the ledger's (partner, date) index.
 */
export async function partnerBalances(db: Kysely<DB>, enterpriseId: number, q: BalanceQuery) {
  const sign = signOf(q.side);
  const like = q.keyword ? `%${q.keyword}%` : null;
  const grouped = sql`
    SELECT e.partner_id,
      coalesce(sum(e.amount) FILTER (WHERE e.entry_date < ${q.from}), 0) * ${sign} AS opening,
      coalesce(sum(e.amount * ${sign}) FILTER (WHERE e.entry_date >= ${q.from} AND e.amount * ${sign} > 0), 0) AS increase,
      coalesce(-sum(e.amount * ${sign}) FILTER (WHERE e.entry_date >= ${q.from} AND e.amount * ${sign} < 0), 0) AS decrease,
      coalesce(sum(e.amount), 0) * ${sign} AS closing
    FROM partner_entry e
    WHERE e.enterprise_id = ${enterpriseId} AND e.entry_date <= ${q.to}
    GROUP BY e.partner_id`;
  const from = sql`
    FROM (${grouped}) g
    JOIN partner p ON p.enterprise_id = ${enterpriseId} AND p.id = g.partner_id
    WHERE (g.opening <> 0 OR g.increase <> 0 OR g.decrease <> 0)
      ${q.partnerType ? sql`AND p.type = ${q.partnerType}` : sql``}
      ${like ? sql`AND (p.name ILIKE ${like} OR p.code ILIKE ${like})` : sql``}`;
  const [rows, totals] = await Promise.all([
    sql<{ partner_id: number; name: string; code: string; type: number; opening: string; increase: string; decrease: string; closing: string }>`
      SELECT g.partner_id, p.name, p.code, p.type, g.opening, g.increase, g.decrease, g.closing ${from}
      ORDER BY g.closing DESC, p.id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`.execute(db),
    sql<{ n: string; opening: string; increase: string; decrease: string; closing: string }>`
      SELECT count(*) AS n, coalesce(sum(g.opening), 0) AS opening, coalesce(sum(g.increase), 0) AS increase,
        coalesce(sum(g.decrease), 0) AS decrease, coalesce(sum(g.closing), 0) AS closing ${from}`.execute(db),
  ]);
  const money = <T extends { opening: string; increase: string; decrease: string; closing: string }>(r: T) =>
    ({ ...r, opening: amount(r.opening), increase: amount(r.increase), decrease: amount(r.decrease), closing: amount(r.closing) });
  const t = totals.rows[0]!;
  return {
    list: rows.rows.map(money), total: Number(t.n), page: q.page, page_size: q.pageSize,
    totals: money({ opening: t.opening, increase: t.increase, decrease: t.decrease, closing: t.closing }),
  };
}
