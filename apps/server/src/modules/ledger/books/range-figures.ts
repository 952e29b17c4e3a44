import { Decimal, type Language } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { chartOf, type Chart, type ChartRow } from './book-chart.ts';
import { noFigures, type Figures, type Opening } from './book-figures.ts';
import { yearStart } from './book-period.ts';

/** One account's sums over a range, added up by the database: what `figuresOf` computes from its months. */
export interface RangeSums { before: Decimal; debit: Decimal; credit: Decimal; yearDebit: Decimal; yearCredit: Decimal }

/** The chart with every account's range sums and openings, and the books' first period: all a subject balance reads. */
export interface SubjectFigures { chart: Chart; sums: Map<number, RangeSums>; openings: Map<number, Opening>; start: string }

/**
 * The subject balance's whole read in one statement: the chart, each account's range summed in SQL from
 * period_balance_total (one row per account instead of one per account and month: turning thousands of month rows
 * into decimals in JS was most of its time), its openings, and the start period. One round trip instead of four,
 * which is what a busy server waits for (bench ledger_subject_balance, docs/performance.md). Same rows as
 * `loadMovements` without auxiliaries: year rows before the first period's year, month rows from its January to `to`.
 */
export async function loadSubjectFigures(db: Kysely<DB>, enterpriseId: number, q: { from: string; to: string; posted: boolean }, language: Language): Promise<SubjectFigures> {
  const jan = yearStart(q.from);
  const janTo = yearStart(q.to);
  const [d, c] = q.posted ? [sql.ref('posted_debit'), sql.ref('posted_credit')] : [sql.ref('debit'), sql.ref('credit')];
  // A whole calendar year (the usual 科目余额表 of a year) reads its year rows, one per account, instead of twelve
  // month rows each: every one of them is in the range and in the year to date.
  const wholeYear = q.from === jan && q.to === `${jan.slice(0, 4)}-12`;
  const inRange = wholeYear
    ? sql`SELECT subject_id AS k, true AS in_range, true AS in_year, ${d} AS d, ${c} AS c
        FROM period_balance_total WHERE enterprise_id = ${enterpriseId} AND period = ${jan.slice(0, 4)}`
    : sql`SELECT subject_id AS k, period >= ${q.from} AS in_range, period >= ${janTo} AS in_year, ${d} AS d, ${c} AS c
        FROM period_balance_total
        WHERE enterprise_id = ${enterpriseId} AND period >= ${jan} AND period <= ${q.to} AND length(period) = 7`;
  const { rows } = await sql<ChartRow & {
    before: string | null; debit: string | null; credit: string | null; year_debit: string | null; year_credit: string | null;
    o_net: string | null; o_ytd_debit: string | null; o_ytd_credit: string | null; start_period: string | null;
  }>`
    SELECT s.id, s.code, s.name, s.name_en, s.direction, s.level, s.parent_code, s.aux_types,
      m.before, m.debit, m.credit, m.year_debit, m.year_credit, o.net AS o_net, o.ytd_debit AS o_ytd_debit, o.ytd_credit AS o_ytd_credit,
      (SELECT start_period FROM ledger_setting WHERE enterprise_id = ${enterpriseId}) AS start_period
    FROM account_subject s
    LEFT JOIN (
      SELECT k,
        sum(CASE WHEN in_range THEN 0 ELSE d - c END)::text AS before,
        sum(CASE WHEN in_range THEN d ELSE 0 END)::text AS debit,
        sum(CASE WHEN in_range THEN c ELSE 0 END)::text AS credit,
        sum(CASE WHEN in_year THEN d ELSE 0 END)::text AS year_debit,
        sum(CASE WHEN in_year THEN c ELSE 0 END)::text AS year_credit
      FROM (
        SELECT subject_id AS k, false AS in_range, false AS in_year, ${d} AS d, ${c} AS c
        FROM period_balance_total
        WHERE enterprise_id = ${enterpriseId} AND length(period) = 4 AND period < ${jan.slice(0, 4)}
        UNION ALL
        ${inRange}
      ) x
      GROUP BY k
    ) m ON m.k = s.id
    LEFT JOIN (
      SELECT subject_id, sum(debit - credit)::text AS net, sum(ytd_debit)::text AS ytd_debit, sum(ytd_credit)::text AS ytd_credit
      FROM opening_balance WHERE enterprise_id = ${enterpriseId}
      GROUP BY subject_id
    ) o ON o.subject_id = s.id
    WHERE s.enterprise_id = ${enterpriseId}
    ORDER BY s.code`.execute(db);
  const sums = new Map<number, RangeSums>();
  const openings = new Map<number, Opening>();
  for (const r of rows) {
    if (r.before !== null) {
      sums.set(r.id, {
        before: new Decimal(r.before), debit: new Decimal(r.debit!), credit: new Decimal(r.credit!),
        yearDebit: new Decimal(r.year_debit!), yearCredit: new Decimal(r.year_credit!),
      });
    }
    if (r.o_net !== null) openings.set(r.id, { net: new Decimal(r.o_net), ytdDebit: new Decimal(r.o_ytd_debit!), ytdCredit: new Decimal(r.o_ytd_credit!) });
  }
  return { chart: chartOf(rows, language), sums, openings, start: rows[0]?.start_period ?? '' };
}

/** `figuresOf` over sums: opening = opening balance + everything before `from`; 本年累计 adds the opening's year-to-date
 * figures when the books started in `to`'s year. */
export function figuresOfSums(s: RangeSums | undefined, o: Opening | undefined, to: string, startPeriod: string): Figures {
  const f = noFigures();
  f.opening = (o?.net ?? f.opening).add(s?.before ?? 0);
  if (s) {
    f.debit = s.debit; f.credit = s.credit; f.yearDebit = s.yearDebit; f.yearCredit = s.yearCredit;
  }
  if (o && startPeriod && startPeriod.slice(0, 4) === to.slice(0, 4)) {
    f.yearDebit = f.yearDebit.add(o.ytdDebit);
    f.yearCredit = f.yearCredit.add(o.ytdCredit);
  }
  f.closing = f.opening.add(f.debit).sub(f.credit);
  return f;
}
