import { Decimal, amount, type CashJournalAnswer as CashFlowAnswer } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * 资金流水 (cash journal): every entry of the settlement-account ledger (`account_entry`, written by receipts,
 * payments, other receipts and payments, expense bills and bills paid at once) in a date range, with each account's
 * opening balance (the account's own opening balance + every entry before the range), the running balance after each
 * entry (over all of that account's entries, whatever else is filtered), and day and period totals. A reversal shows
 * in the column of the entry it reverses, negative, so a reversed receipt nets out of the income.
 */
export interface CashFlowFilter { date_from: string; date_to: string; account_id?: number; partner_id?: number; bill_type?: string; keyword?: string }

/** At most this many entries are listed (the totals always cover the whole selection). */
export const cashFlowLimit = 5000;

export async function cashFlow(db: Kysely<DB>, enterpriseId: number, f: CashFlowFilter): Promise<CashFlowAnswer> {
  const accountScope = f.account_id ? sql`AND a.id = ${f.account_id}` : sql``;
  // Running balance over every entry of the account up to the end of the range; filters apply afterwards.
  const { rows } = await sql<{
    id: string; account_id: number; account_name: string; entry_date: string; bill_type: string; bill_id: number; bill_sn: string; partner_id: number;
    partner_name: string; category_name: string; income_v: string; expense_v: string; balance: string;
  }>`
    WITH e AS (
      SELECT e.id, e.account_id, e.entry_date, e.amount, e.bill_type, e.bill_id, e.bill_sn, e.partner_id, e.category_id,
        CASE WHEN e.reverses_id IS NULL THEN e.amount ELSE -e.amount END AS orig,
        a.opening_balance + sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.entry_date, e.id) AS balance
      FROM account_entry e JOIN settlement_account a ON a.enterprise_id = e.enterprise_id AND a.id = e.account_id
      WHERE e.enterprise_id = ${enterpriseId} AND e.entry_date <= ${f.date_to} ${accountScope})
    SELECT e.id::text AS id, e.account_id, a.name AS account_name, to_char(e.entry_date, 'YYYY-MM-DD') AS entry_date, e.bill_type, e.bill_id, e.bill_sn, e.partner_id,
      coalesce(p.name, '') AS partner_name, coalesce(c.name, '') AS category_name,
      CASE WHEN e.orig >= 0 THEN e.amount ELSE 0 END::text AS income_v, CASE WHEN e.orig < 0 THEN -e.amount ELSE 0 END::text AS expense_v,
      e.balance::text AS balance
    FROM e JOIN settlement_account a ON a.enterprise_id = ${enterpriseId} AND a.id = e.account_id
    LEFT JOIN partner p ON p.enterprise_id = ${enterpriseId} AND p.id = e.partner_id
    LEFT JOIN expense_category c ON c.enterprise_id = ${enterpriseId} AND c.id = e.category_id
    WHERE e.entry_date >= ${f.date_from}
      ${f.partner_id ? sql`AND e.partner_id = ${f.partner_id}` : sql``}
      ${f.bill_type ? sql`AND e.bill_type = ${f.bill_type}` : sql``}
      ${f.keyword ? sql`AND (e.bill_sn ILIKE ${`%${f.keyword}%`} OR p.name ILIKE ${`%${f.keyword}%`})` : sql``}
    ORDER BY e.entry_date, e.id`.execute(db);
  const { rows: accounts } = await sql<{ account_id: number; account_name: string; account_type: number; opening: string; closing: string }>`
    SELECT a.id AS account_id, a.name AS account_name, a.account_type,
      (a.opening_balance + coalesce((SELECT sum(e.amount) FROM account_entry e WHERE e.enterprise_id = a.enterprise_id AND e.account_id = a.id AND e.entry_date < ${f.date_from}), 0))::text AS opening,
      (a.opening_balance + coalesce((SELECT sum(e.amount) FROM account_entry e WHERE e.enterprise_id = a.enterprise_id AND e.account_id = a.id AND e.entry_date <= ${f.date_to}), 0))::text AS closing
    FROM settlement_account a WHERE a.enterprise_id = ${enterpriseId} ${accountScope} ORDER BY a.sort, a.id`.execute(db);

  const zero = () => new Decimal(0);
  const perAccount = new Map(accounts.map((a) => [a.account_id, { income: zero(), expense: zero() }]));
  const perDay = new Map<string, { income: Decimal; expense: Decimal }>();
  const list = rows.map((r) => {
    const income = new Decimal(r.income_v);
    const expense = new Decimal(r.expense_v);
    const acc = perAccount.get(r.account_id);
    if (acc) { acc.income = acc.income.add(income); acc.expense = acc.expense.add(expense); }
    const day = perDay.get(r.entry_date) ?? { income: zero(), expense: zero() };
    day.income = day.income.add(income); day.expense = day.expense.add(expense);
    perDay.set(r.entry_date, day);
    return {
      id: r.id, account_id: r.account_id, account_name: r.account_name, entry_date: r.entry_date, bill_type: r.bill_type, bill_id: r.bill_id, bill_sn: r.bill_sn,
      partner_name: r.partner_name, category_name: r.category_name, income: amount(income), expense: amount(expense), balance: amount(r.balance),
    };
  });
  const sums = accounts.map((a) => ({ ...a, opening: amount(a.opening), closing: amount(a.closing), income: amount(perAccount.get(a.account_id)!.income), expense: amount(perAccount.get(a.account_id)!.expense) }));
  const add = (k: 'opening' | 'income' | 'expense' | 'closing') => amount(sums.reduce((s, a) => s.add(a[k]), zero()));
  return {
    list: list.slice(0, cashFlowLimit),
    accounts: sums.filter((a) => a.opening !== '0.00' || a.closing !== '0.00' || a.income !== '0.00' || a.expense !== '0.00' || f.account_id),
    days: [...perDay.entries()].map(([date, d]) => ({ date, income: amount(d.income), expense: amount(d.expense) })),
    totals: { opening: add('opening'), income: add('income'), expense: add('expense'), closing: add('closing') },
    total: list.length,
  };
}
