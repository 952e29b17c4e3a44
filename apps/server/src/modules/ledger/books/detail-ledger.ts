import { amount, type Language } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { voucherNo } from '../../../engines/ledger/index.ts';
import { directionAndBalance } from './book-amounts.ts';
import { leavesOf, loadChart } from './book-chart.ts';
import { notFoundSubject } from './book-errors.ts';
import { auxColumns, figuresOf, loadMovements, loadOpenings, mergeMovements, mergeOpenings, startPeriodOf, type AuxFilter, type AuxKind } from './book-figures.ts';
import { monthsBetween } from './book-period.ts';

export interface DetailQuery { subject_code: string; period_from: string; period_to: string; include_unposted: boolean; aux: AuxFilter }

const words: Record<Language, { opening: string; month: string; year: string }> = {
  'zh-CN': { opening: '期初余额', month: '本月合计', year: '本年累计' },
  'en-US': { opening: 'Opening balance', month: 'Month total', year: 'Year to date' },
};

export interface DetailRow {
  kind: 'opening' | 'line' | 'month' | 'year';
  period: string; date: string; voucher_id: number | null; voucher_no: string; summary: string; subject_code: string;
  debit: string | null; credit: string | null; direction: string; balance: string;
  sources: Array<{ bill_type: string; bill_id: number; bill_sn: string }>;
}

interface LineRow {
  voucher_id: number; period: string; summary: string; subject_id: number; debit: string; credit: string; voucher_date: string; word: string; number: number;
}

/**
 * 明细分类账 of one account (a parent includes its sub-accounts), optionally of one auxiliary value: the opening row,
 * the voucher lines of the range with the running balance and their source bills, and 本月合计 / 本年累计 rows per
 * month. Openings and totals come from period balances; the lines of this account and range only are read, through
 * the index voucher_line_subject.
 */
export async function detailLedger(db: Kysely<DB>, enterpriseId: number, q: DetailQuery, language: Language) {
  const chart = await loadChart(db, enterpriseId, language);
  const subject = chart.byCode.get(q.subject_code);
  if (!subject) throw notFoundSubject(q.subject_code);
  const leaves = leavesOf(chart, q.subject_code);
  const ids = leaves.map((l) => l.id);
  const codeOf = new Map(leaves.map((l) => [l.id, l.code]));
  const posted = !q.include_unposted;
  const auxWhere = Object.entries(q.aux).filter(([, v]) => v !== undefined)
    .map(([k, v]) => sql`AND l.${sql.ref(auxColumns[k as AuxKind])} = ${v}::integer`);
  const [movements, openings, start, lines] = await Promise.all([
    loadMovements(db, enterpriseId, { from: q.period_from, to: q.period_to, posted, subjectIds: ids, aux: q.aux }),
    loadOpenings(db, enterpriseId, { subjectIds: ids, aux: q.aux }),
    startPeriodOf(db, enterpriseId),
    sql<LineRow>`
      SELECT l.voucher_id, l.period, l.summary, l.subject_id, l.debit::text AS debit, l.credit::text AS credit,
        to_char(v.voucher_date, 'YYYY-MM-DD') AS voucher_date, v.word, v.number
      FROM voucher_line l JOIN voucher v ON v.enterprise_id = l.enterprise_id AND v.id = l.voucher_id
      WHERE l.enterprise_id = ${enterpriseId} AND l.subject_id IN (${sql.join(ids.map((id) => sql`${id}::integer`))})
        AND l.period >= ${q.period_from} AND l.period <= ${q.period_to} ${posted ? sql`AND v.status = 3` : sql``}
        ${auxWhere.length ? sql.join(auxWhere, sql` `) : sql``}
      ORDER BY l.period, v.voucher_date, v.word, v.number, l.line_no`.execute(db).then((r) => r.rows),
  ]);
  const voucherIds = [...new Set(lines.map((l) => l.voucher_id))];
  const sources = new Map<number, DetailRow['sources']>();
  if (voucherIds.length) {
    const { rows } = await sql<{ voucher_id: number; bill_type: string; bill_id: number; bill_sn: string }>`
      SELECT voucher_id, bill_type, bill_id, bill_sn FROM voucher_source
      WHERE enterprise_id = ${enterpriseId} AND voucher_id IN (${sql.join(voucherIds.map((id) => sql`${id}::integer`))})
      ORDER BY voucher_id, bill_id`.execute(db);
    for (const r of rows) sources.set(r.voucher_id, [...(sources.get(r.voucher_id) ?? []), { bill_type: r.bill_type, bill_id: r.bill_id, bill_sn: r.bill_sn }]);
  }

  const m = mergeMovements(ids.map((id) => movements.get(id)));
  const o = mergeOpenings(ids.map((id) => openings.get(id)));
  const w = words[language];
  const first = figuresOf(m, o, q.period_from, q.period_from, start);
  const blank = { voucher_id: null, voucher_no: '', subject_code: subject.code, sources: [] };
  const list: DetailRow[] = [{ kind: 'opening', period: q.period_from, date: `${q.period_from}-01`, summary: w.opening, debit: null, credit: null, ...blank, ...directionAndBalance(first.opening, language) }];
  let balance = first.opening;
  let i = 0;
  for (const p of monthsBetween(q.period_from, q.period_to)) {
    const f = figuresOf(m, o, p, p, start);
    let any = false;
    for (; i < lines.length && lines[i]!.period === p; i += 1) {
      const l = lines[i]!;
      any = true;
      balance = balance.add(l.debit).sub(l.credit);
      list.push({
        kind: 'line', period: p, date: l.voucher_date, voucher_id: l.voucher_id, voucher_no: voucherNo(l.word, l.number), summary: l.summary,
        subject_code: codeOf.get(l.subject_id) ?? '', debit: amount(l.debit), credit: amount(l.credit), ...directionAndBalance(balance, language),
        sources: sources.get(l.voucher_id) ?? [],
      });
    }
    if (!any && f.debit.isZero() && f.credit.isZero()) continue;
    // The month's closing from the balances: equal to the running balance when the lines and balances agree.
    balance = f.closing;
    const end = directionAndBalance(f.closing, language);
    const lastDay = new Date(Date.UTC(Number(p.slice(0, 4)), Number(p.slice(5, 7)), 0)).toISOString().slice(0, 10);
    list.push({ kind: 'month', period: p, date: lastDay, summary: w.month, debit: amount(f.debit), credit: amount(f.credit), ...blank, ...end });
    list.push({ kind: 'year', period: p, date: lastDay, summary: w.year, debit: amount(f.yearDebit), credit: amount(f.yearCredit), ...blank, ...end });
  }
  return { subject_code: subject.code, subject_name: subject.name, direction: subject.direction, list, closing: amount(balance) };
}
