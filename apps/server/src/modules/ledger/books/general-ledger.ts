import { amount, type Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { notFoundSubject } from './book-errors.ts';
import { directionAndBalance } from './book-amounts.ts';
import { isRoot, leavesOf, loadChart, type BookSubject } from './book-chart.ts';
import { figuresOf, isEmpty, loadMovements, loadOpenings, mergeMovements, mergeOpenings, startPeriodOf, type Movements, type Opening } from './book-figures.ts';
import { monthsBetween } from './book-period.ts';

export interface GeneralQuery { subject_code?: string; period_from: string; period_to: string; include_unposted: boolean }

const words: Record<Language, { opening: string; period: string; year: string }> = {
  'zh-CN': { opening: '期初余额', period: '本期合计', year: '本年累计' },
  'en-US': { opening: 'Opening balance', period: 'Period total', year: 'Year to date' },
};

export interface GeneralRow { period: string; kind: 'opening' | 'period' | 'year'; summary: string; debit: string | null; credit: string | null; direction: string; balance: string }

/** The rows of one account in the 总分类账 layout: 期初余额, then per period 本期合计 and 本年累计, each with 方向 and 余额. */
export function generalRows(m: Movements, o: Opening, from: string, to: string, start: string, language: Language): GeneralRow[] {
  const w = words[language];
  const first = figuresOf(m, o, from, from, start);
  const rows: GeneralRow[] = [{ period: from, kind: 'opening', summary: w.opening, debit: null, credit: null, ...directionAndBalance(first.opening, language) }];
  for (const p of monthsBetween(from, to)) {
    const f = figuresOf(m, o, p, p, start);
    const end = directionAndBalance(f.closing, language);
    rows.push({ period: p, kind: 'period', summary: w.period, debit: amount(f.debit), credit: amount(f.credit), ...end });
    rows.push({ period: p, kind: 'year', summary: w.year, debit: amount(f.yearDebit), credit: amount(f.yearCredit), ...end });
  }
  return rows;
}

/**
 * 总分类账 of one account (a parent adds its sub-accounts), or of every first-level account with figures when no
 * account is given. Read from period balances and openings only.
 */
export async function generalLedger(db: Kysely<DB>, enterpriseId: number, q: GeneralQuery, language: Language) {
  const chart = await loadChart(db, enterpriseId, language, q.subject_code);
  let subjects: BookSubject[];
  if (q.subject_code) {
    const s = chart.byCode.get(q.subject_code);
    if (!s) throw notFoundSubject(q.subject_code);
    subjects = [s];
  } else subjects = chart.ordered.filter((s) => isRoot(chart, s));
  const leafIds = q.subject_code ? leavesOf(chart, q.subject_code).map((l) => l.id) : undefined;
  const [movements, openings, start] = await Promise.all([
    loadMovements(db, enterpriseId, { from: q.period_from, to: q.period_to, posted: !q.include_unposted, subjectIds: leafIds }),
    loadOpenings(db, enterpriseId, { subjectIds: leafIds }),
    startPeriodOf(db, enterpriseId),
  ]);
  const list = [];
  for (const s of subjects) {
    const leaves = leavesOf(chart, s.code);
    const m = mergeMovements(leaves.map((l) => movements.get(l.id)));
    const o = mergeOpenings(leaves.map((l) => openings.get(l.id)));
    if (!q.subject_code && isEmpty(figuresOf(m, o, q.period_from, q.period_to, start))) continue;
    list.push({ subject_code: s.code, subject_name: s.name, rows: generalRows(m, o, q.period_from, q.period_to, start, language) });
  }
  return { list };
}
