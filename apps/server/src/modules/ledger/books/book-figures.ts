import { Decimal } from '@zf/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { yearStart } from './book-period.ts';

/**
 * What every book is computed from: the movements of period balances and the openings, per account (or per
 * auxiliary value of an account). Never voucher lines.
 *
 * Without an auxiliary filter the movements come from period_balance_total (one row per account and month, one per
 * account and year; migration 0150): a year's books read accounts × (earlier years + months of the range) rows, flat
 * in the number of partners and in the length of the history. With an auxiliary filter or grouping they come from
 * period_balance itself, narrowed to the accounts asked for.
 */
export const auxColumns = { partner: 'partner_id', department: 'department_id', employee: 'employee_id', project: 'project_id', product: 'product_id' } as const;
export type AuxKind = keyof typeof auxColumns;
export type AuxFilter = Partial<Record<AuxKind, number>>;

export interface Movement { debit: Decimal; credit: Decimal }
export interface Movements {
  /** Net (debit − credit) of every period before January of the first period's year. */
  prior: Decimal;
  /** Movements of each month from January of the first period's year to the last period. */
  months: Map<string, Movement>;
}
export interface Opening { net: Decimal; ytdDebit: Decimal; ytdCredit: Decimal }

export interface FigureQuery {
  from: string;
  to: string;
  /** Posted vouchers only (posted_debit, posted_credit). */
  posted: boolean;
  /** Only these accounts (all when absent). */
  subjectIds?: readonly number[];
  aux?: AuxFilter;
  /** Group by this auxiliary value instead of by account. */
  groupBy?: AuxKind;
}

const zero = () => new Decimal(0);
const inList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}::integer`));

function auxWhere(aux: AuxFilter | undefined): RawBuilder<unknown> {
  const parts = Object.entries(aux ?? {}).filter(([, v]) => v !== undefined)
    .map(([k, v]) => sql`AND ${sql.ref(auxColumns[k as AuxKind])} = ${v}::integer`);
  return parts.length ? sql.join(parts, sql` `) : sql``;
}

const hasAux = (q: FigureQuery) => Boolean(q.groupBy) || Object.values(q.aux ?? {}).some((v) => v !== undefined);

/** Movements per account (or per auxiliary value with groupBy), keyed by account id (or auxiliary id). */
export async function loadMovements(db: Kysely<DB>, enterpriseId: number, q: FigureQuery): Promise<Map<number, Movements>> {
  if (q.subjectIds && !q.subjectIds.length) return new Map();
  const jan = yearStart(q.from);
  const [d, c] = q.posted ? [sql.ref('posted_debit'), sql.ref('posted_credit')] : [sql.ref('debit'), sql.ref('credit')];
  const subjects = q.subjectIds ? sql`AND subject_id IN (${inList(q.subjectIds)})` : sql``;
  let rows: Array<{ k: number; period: string; debit: string; credit: string }>;
  if (!hasAux(q)) {
    // Year rows before the first period's year (partial index period_balance_total_year), month rows from its January
    // (index period_balance_total_period; a later year's row such as '2026' sorts inside '2025-01'..'2026-01', hence
    // the length test): two index ranges, neither growing with the months of earlier years.
    ({ rows } = await sql<{ k: number; period: string; debit: string; credit: string }>`
      SELECT subject_id AS k, '' AS period, ${d}::text AS debit, ${c}::text AS credit
      FROM period_balance_total
      WHERE enterprise_id = ${enterpriseId} ${subjects} AND length(period) = 4 AND period < ${jan.slice(0, 4)}
      UNION ALL
      SELECT subject_id AS k, period, ${d}::text AS debit, ${c}::text AS credit
      FROM period_balance_total
      WHERE enterprise_id = ${enterpriseId} ${subjects} AND period >= ${jan} AND period <= ${q.to} AND length(period) = 7`.execute(db));
  } else {
    const key = q.groupBy ? sql.ref(auxColumns[q.groupBy]) : sql.ref('subject_id');
    ({ rows } = await sql<{ k: number; period: string; debit: string; credit: string }>`
      SELECT ${key} AS k, CASE WHEN period < ${jan} THEN '' ELSE period END AS period, sum(${d})::text AS debit, sum(${c})::text AS credit
      FROM period_balance
      WHERE enterprise_id = ${enterpriseId} ${subjects} ${auxWhere(q.aux)} AND period <= ${q.to}
      GROUP BY 1, 2`.execute(db));
  }
  const out = new Map<number, Movements>();
  for (const r of rows) {
    const m = out.get(r.k) ?? { prior: zero(), months: new Map<string, Movement>() };
    if (r.period === '') m.prior = m.prior.add(r.debit).sub(r.credit);
    else {
      const cur = m.months.get(r.period) ?? { debit: zero(), credit: zero() };
      m.months.set(r.period, { debit: cur.debit.add(r.debit), credit: cur.credit.add(r.credit) });
    }
    out.set(r.k, m);
  }
  return out;
}

/** Openings (opening_balance) per account, or per auxiliary value with groupBy. */
export async function loadOpenings(db: Kysely<DB>, enterpriseId: number, q: Pick<FigureQuery, 'subjectIds' | 'aux' | 'groupBy'>): Promise<Map<number, Opening>> {
  if (q.subjectIds && !q.subjectIds.length) return new Map();
  const key = q.groupBy ? sql.ref(auxColumns[q.groupBy]) : sql.ref('subject_id');
  const subjects = q.subjectIds ? sql`AND subject_id IN (${inList(q.subjectIds)})` : sql``;
  const { rows } = await sql<{ k: number; net: string; ytd_debit: string; ytd_credit: string }>`
    SELECT ${key} AS k, sum(debit - credit)::text AS net, sum(ytd_debit)::text AS ytd_debit, sum(ytd_credit)::text AS ytd_credit
    FROM opening_balance WHERE enterprise_id = ${enterpriseId} ${subjects} ${auxWhere(q.aux)}
    GROUP BY 1`.execute(db);
  return new Map(rows.map((r) => [r.k, { net: new Decimal(r.net), ytdDebit: new Decimal(r.ytd_debit), ytdCredit: new Decimal(r.ytd_credit) }]));
}

/** The first period of the books ('' before it is set). */
export async function startPeriodOf(db: Kysely<DB>, enterpriseId: number): Promise<string> {
  const row = await db.selectFrom('ledger_setting').select('start_period').where('enterprise_id', '=', enterpriseId).executeTakeFirst();
  return row?.start_period ?? '';
}

/** The amounts of one account (or auxiliary value) over a range; nets are debit − credit. */
export interface Figures { opening: Decimal; debit: Decimal; credit: Decimal; yearDebit: Decimal; yearCredit: Decimal; closing: Decimal }

export const noFigures = (): Figures => ({ opening: zero(), debit: zero(), credit: zero(), yearDebit: zero(), yearCredit: zero(), closing: zero() });

/**
 * Opening at `from` = opening balance + every movement before `from`; the range's movements; 本年累计 = the movements
 * from January of `to`'s year to `to`, plus the opening's year-to-date figures when the books started in that year.
 */
export function figuresOf(m: Movements | undefined, o: Opening | undefined, from: string, to: string, startPeriod: string): Figures {
  const f = noFigures();
  f.opening = (o?.net ?? zero()).add(m?.prior ?? zero());
  const jan = yearStart(to);
  for (const [p, mv] of m?.months ?? []) {
    if (p < from) f.opening = f.opening.add(mv.debit).sub(mv.credit);
    else if (p <= to) { f.debit = f.debit.add(mv.debit); f.credit = f.credit.add(mv.credit); }
    if (p >= jan && p <= to) { f.yearDebit = f.yearDebit.add(mv.debit); f.yearCredit = f.yearCredit.add(mv.credit); }
  }
  if (o && startPeriod && startPeriod.slice(0, 4) === to.slice(0, 4)) {
    f.yearDebit = f.yearDebit.add(o.ytdDebit);
    f.yearCredit = f.yearCredit.add(o.ytdCredit);
  }
  f.closing = f.opening.add(f.debit).sub(f.credit);
  return f;
}

export function addFigures(a: Figures, b: Figures): Figures {
  return {
    opening: a.opening.add(b.opening), debit: a.debit.add(b.debit), credit: a.credit.add(b.credit),
    yearDebit: a.yearDebit.add(b.yearDebit), yearCredit: a.yearCredit.add(b.yearCredit), closing: a.closing.add(b.closing),
  };
}

export const isEmpty = (f: Figures) => [f.opening, f.debit, f.credit, f.yearDebit, f.yearCredit, f.closing].every((v) => v.isZero());

/** Movements and openings of several accounts (or auxiliary values) added together: a parent from its leaves. */
export function mergeMovements(list: ReadonlyArray<Movements | undefined>): Movements {
  const out: Movements = { prior: zero(), months: new Map() };
  for (const m of list) {
    if (!m) continue;
    out.prior = out.prior.add(m.prior);
    for (const [p, mv] of m.months) {
      const cur = out.months.get(p) ?? { debit: zero(), credit: zero() };
      out.months.set(p, { debit: cur.debit.add(mv.debit), credit: cur.credit.add(mv.credit) });
    }
  }
  return out;
}

export function mergeOpenings(list: ReadonlyArray<Opening | undefined>): Opening {
  return list.reduce<Opening>((a, o) => (o ? { net: a.net.add(o.net), ytdDebit: a.ytdDebit.add(o.ytdDebit), ytdCredit: a.ytdCredit.add(o.ytdCredit) } : a),
    { net: zero(), ytdDebit: zero(), ytdCredit: zero() });
}
