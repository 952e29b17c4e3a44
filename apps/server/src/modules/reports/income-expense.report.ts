import { Decimal, amount, reportDefinitions, type Language, type ReportDimension, type ReportRow } from '@zf/shared';
import { sql, type RawBuilder } from 'kysely';
import { registerReport } from './report-runner.ts';
import { shapeAnswer } from './report-answer.ts';
import { groupLabels } from './report-labels.ts';
import { isTimeDimension, timeKeys } from './stock-report-source.ts';

const def = reportDefinitions['income-expense'];

const keyOf: Partial<Record<ReportDimension, RawBuilder<string>>> = {
  money_category: sql<string>`e.category_id::text`,
  account: sql<string>`e.account_id::text`,
  partner: sql<string>`e.partner_id::text`,
  month: sql<string>`to_char(e.entry_date, 'YYYY-MM')`,
  day: sql<string>`to_char(e.entry_date, 'YYYY-MM-DD')`,
  bill: sql<string>`e.bill_id::text`,
};

/**
 * 收支报表: the settlement accounts' ledger (account_entry) in the range. Income is money in, expense money out, net
 * = income − expense = the accounts' balance movement. As in the cash journal, a reversal counts in the column of the
 * entry it reverses, negative, so a reversed receipt nets out of the income instead of showing as an expense.
 * `money_category` is the entry's income/expense category (0 "(none)": receipts and payments of trade); `bills`
 * counts documents (over all groups, not the sum of the groups').
 */
registerReport('income-expense', async (db, tenant, query, language: Language = 'zh-CN') => {
  const e = tenant.enterpriseId;
  const dim = query.group_by;
  const f = query.filters;
  const key = keyOf[dim]!;
  const bill = dim === 'bill';
  const where = sql`e.enterprise_id = ${e} AND e.entry_date >= ${query.date_from}::date AND e.entry_date <= ${query.date_to}::date
    ${f.account ? sql`AND e.account_id = ${Number(f.account)}` : sql``}
    ${f.money_category ? sql`AND e.category_id = ${Number(f.money_category)}` : sql``}
    ${f.partner ? sql`AND e.partner_id = ${Number(f.partner)}` : sql``}`;
  const original = sql`CASE WHEN e.reverses_id IS NULL THEN e.amount ELSE -e.amount END`;
  const sums = sql`COALESCE(sum(e.amount) FILTER (WHERE ${original} >= 0), 0)::text AS income,
    COALESCE(-sum(e.amount) FILTER (WHERE ${original} < 0), 0)::text AS expense,
    count(DISTINCT (e.bill_type, e.bill_id))::int AS bills`;
  type Sums = { income: string; expense: string; bills: number };
  const { rows: found } = await sql<Sums & { key: string; bill_type: string; bill_sn: string; bill_date: string; partner_name: string | null }>`
    SELECT ${key} AS key, ${sums}
      ${bill ? sql`, e.bill_type, max(e.bill_sn) AS bill_sn, to_char(min(e.entry_date), 'YYYY-MM-DD') AS bill_date,
        (SELECT pa.name FROM bill d JOIN partner pa ON pa.enterprise_id = d.enterprise_id AND pa.id = d.partner_id
          WHERE d.enterprise_id = ${e} AND d.id = e.bill_id AND d.type = e.bill_type) AS partner_name` : sql``}
    FROM account_entry e WHERE ${where}
    GROUP BY ${key}${bill ? sql`, e.bill_type, e.bill_id` : sql``}`.execute(db);
  const { rows: [all] } = await sql<Sums>`SELECT ${sums} FROM account_entry e WHERE ${where}`.execute(db);
  const values = (s: Sums | undefined): ReportRow['values'] => {
    const income = amount(s?.income ?? 0);
    const expense = amount(s?.expense ?? 0);
    return { income, expense, net: amount(new Decimal(income).sub(expense)), bills: String(s?.bills ?? 0) };
  };
  let rows: ReportRow[];
  if (isTimeDimension(dim)) {
    const byKey = new Map(found.map((r) => [r.key, r]));
    rows = timeKeys(dim, query.date_from, query.date_to).map((k) => ({ key: k, label: k, values: values(byKey.get(k)) }));
  } else {
    rows = found.map((r) => ({
      key: r.key, label: bill ? r.bill_sn : r.key, values: values(r),
      ...(bill ? { bill: { type: r.bill_type, id: Number(r.key), bill_sn: r.bill_sn, bill_date: r.bill_date, ...(r.partner_name ? { partner_name: r.partner_name } : {}) } } : {}),
    }));
    if (!bill) {
      const labels = await groupLabels(db, e, language, dim, rows.map((r) => r.key));
      for (const r of rows) r.label = labels.get(r.key) ?? r.key;
    }
  }
  return shapeAnswer(def, query, rows, { ...values(all), bills: String(all?.bills ?? 0) });
});
