import type { Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { balanceColumns, sumColumns, type BalanceColumns } from './book-amounts.ts';
import { isRoot, type BookSubject, type Chart } from './book-chart.ts';
import { addFigures, isEmpty, noFigures, type Figures } from './book-figures.ts';
import { figuresOfSums, loadSubjectFigures } from './range-figures.ts';

export interface BalanceQuery { period_from: string; period_to: string; level?: number; include_unposted: boolean }
export interface SubjectBalanceRow extends BalanceColumns {
  subject_id: number; subject_code: string; subject_name: string; level: number; direction: number; leaf: boolean; aux_types: string[];
}

/** Figures of every account: leaves from their balances, parents as the sums of their children. */
export function rollUp(chart: Chart, leafFigures: (s: BookSubject) => Figures): Map<string, Figures> {
  const out = new Map<string, Figures>();
  const of = (s: BookSubject): Figures => {
    const known = out.get(s.code);
    if (known) return known;
    const f = s.children.length ? s.children.map((c) => of(chart.byCode.get(c)!)).reduce(addFigures, noFigures()) : leafFigures(s);
    out.set(s.code, f);
    return f;
  };
  for (const s of chart.ordered) of(s);
  return out;
}

/**
 * 科目余额表: per account 期初, 本期发生, 本年累计 and 期末, each 借/贷, from period balances and openings; accounts
 * deeper than `level` and accounts with no figures are left out; the total adds the first-level accounts, so each
 * pair of totals is equal when the books balance.
 */
export async function subjectBalance(db: Kysely<DB>, enterpriseId: number, q: BalanceQuery, language: Language) {
  const posted = !q.include_unposted;
  const { chart, sums, openings, start } = await loadSubjectFigures(db, enterpriseId, { from: q.period_from, to: q.period_to, posted }, language);
  const figures = rollUp(chart, (s) => figuresOfSums(sums.get(s.id), openings.get(s.id), q.period_to, start));
  const list: SubjectBalanceRow[] = [];
  const roots: BalanceColumns[] = [];
  for (const s of chart.ordered) {
    const f = figures.get(s.code)!;
    if (isEmpty(f)) continue;
    const columns = balanceColumns(f);
    if (isRoot(chart, s)) roots.push(columns);
    if (q.level && s.level > q.level) continue;
    list.push({
      subject_id: s.id, subject_code: s.code, subject_name: s.name, level: s.level, direction: s.direction,
      leaf: !s.children.length, aux_types: s.aux_types, ...columns,
    });
  }
  return { list, total: sumColumns(roots) };
}
