import { amount, Code, Decimal, type Language } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { auxKindNames, ledgerSettings } from '../../engines/ledger/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import { monthOf } from '../org/index.ts';
import { computedRoots, isComputedCode, ledgerOpenings } from './opening-sources.ts';
import { loadChart, parentCodesOf, type SubjectRow } from './subject.service.ts';

/**
 * Opening balances (期初余额) of the first period of the books, per leaf account × auxiliary values, with the
 * year-to-date movements when the books start mid-year (FINANCE.md §6). Typed openings are stored; those of the
 * inventory accounts and of AR/AP come from the stock and partner ledgers — computed live until the books are
 * initialized, stored by the initialization, read-only afterwards.
 */
export const auxColumns = ['partner_id', 'department_id', 'employee_id', 'project_id', 'product_id'] as const;
type AuxColumn = (typeof auxColumns)[number];
const auxColumnOf: Record<string, AuxColumn> = { partner: 'partner_id', department: 'department_id', employee: 'employee_id', project: 'project_id', product: 'product_id' };
type Aux = Record<AuxColumn, number>;

export interface OpeningInput extends Partial<Aux> {
  subject_code: string; debit?: string; credit?: string; ytd_debit?: string; ytd_credit?: string;
}

export interface OpeningLine extends Aux {
  subject_id: number; subject_code: string; subject_name: string; category: number; direction: number; aux_name: string;
  debit: string; credit: string; ytd_debit: string; ytd_credit: string; source: 'typed' | 'stock' | 'partner';
}

export interface TrialCheck {
  debit: string; credit: string; ytd_debit: string; ytd_credit: string;
  /** Net balances by category: assets and cost on the debit side, liabilities, equity and P&L on the credit side. */
  assets: string; cost: string; liabilities: string; equity: string; profit_loss: string;
  /** Σ debit = Σ credit and YTD debit = YTD credit. */
  balanced: boolean;
  /** assets + cost = liabilities + equity + profit and loss. */
  equation_balanced: boolean;
}

export interface Openings { start_period: string; initialized: boolean; lines: OpeningLine[]; check: TrialCheck; computed_roots: string[] }

const zero = () => new Decimal(0);

/** The trial-balance check of a set of openings. */
export function trialCheck(lines: ReadonlyArray<Pick<OpeningLine, 'category' | 'debit' | 'credit' | 'ytd_debit' | 'ytd_credit'>>): TrialCheck {
  const t = { debit: zero(), credit: zero(), ytd_debit: zero(), ytd_credit: zero() };
  const net = new Map<number, Decimal>();
  for (const l of lines) {
    t.debit = t.debit.add(l.debit); t.credit = t.credit.add(l.credit); t.ytd_debit = t.ytd_debit.add(l.ytd_debit); t.ytd_credit = t.ytd_credit.add(l.ytd_credit);
    net.set(l.category, (net.get(l.category) ?? zero()).add(l.debit).sub(l.credit));
  }
  const debitSide = (c: number) => net.get(c) ?? zero();
  const creditSide = (c: number) => debitSide(c).neg();
  const left = debitSide(1).add(debitSide(4));
  const right = creditSide(2).add(creditSide(3)).add(creditSide(5));
  return {
    debit: amount(t.debit), credit: amount(t.credit), ytd_debit: amount(t.ytd_debit), ytd_credit: amount(t.ytd_credit),
    assets: amount(debitSide(1)), cost: amount(debitSide(4)), liabilities: amount(creditSide(2)), equity: amount(creditSide(3)), profit_loss: amount(creditSide(5)),
    balanced: t.debit.eq(t.credit) && t.ytd_debit.eq(t.ytd_credit),
    equation_balanced: left.eq(right),
  };
}

/** The start period: the one stored (chosen in the guide or at initialization), else this month. */
export async function startPeriodOf(db: Kysely<DB>, enterpriseId: number): Promise<string> {
  return (await ledgerSettings(db, enterpriseId)).start_period || monthOf();
}

/** The leaf an opening of `code` lands on: the account itself, or its first leaf sub-account by code. */
function leafFor(code: string, chart: readonly SubjectRow[], parents: ReadonlySet<string>): SubjectRow | undefined {
  return chart.find((r) => r.code.startsWith(code) && !parents.has(r.code));
}

const noAux = (): Aux => ({ partner_id: 0, department_id: 0, employee_id: 0, project_id: 0, product_id: 0 });

/** Names of the auxiliary items on the lines ("华东汽配 / 销售部"). */
async function auxNames(db: Kysely<DB>, enterpriseId: number, lines: readonly Aux[]): Promise<(l: Aux) => string> {
  const ids = (c: AuxColumn) => [...new Set(lines.map((l) => l[c]).filter(Boolean))];
  const names = async (table: 'partner' | 'department' | 'employee' | 'expense_project' | 'product', list: number[]) =>
    list.length ? new Map((await db.selectFrom(table).select(['id', 'name']).where('enterprise_id', '=', enterpriseId).where('id', 'in', list).execute()).map((r) => [r.id, r.name])) : new Map<number, string>();
  const [p, d, e, j, g] = await Promise.all([
    names('partner', ids('partner_id')), names('department', ids('department_id')), names('employee', ids('employee_id')),
    names('expense_project', ids('project_id')), names('product', ids('product_id')),
  ]);
  return (l) => [p.get(l.partner_id), d.get(l.department_id), e.get(l.employee_id), j.get(l.project_id), g.get(l.product_id)].filter(Boolean).join(' / ');
}

/** The openings and their trial check: stored rows, plus the computed ones while the books are not initialized. */
export async function readOpenings(db: Kysely<DB>, enterpriseId: number, english: boolean): Promise<Openings> {
  const [settings, chart, roots] = await Promise.all([ledgerSettings(db, enterpriseId), loadChart(db, enterpriseId), computedRoots(db, enterpriseId)]);
  const start = settings.start_period || monthOf();
  const parents = parentCodesOf(chart);
  const byId = new Map(chart.map((r) => [r.id, r]));
  const stored = await db.selectFrom('opening_balance').selectAll().where('enterprise_id', '=', enterpriseId).execute();
  const rows: Array<Omit<OpeningLine, 'aux_name'>> = [];
  const lineOf = (s: SubjectRow, aux: Aux, v: { debit: string; credit: string; ytd_debit: string; ytd_credit: string }, source: OpeningLine['source']) => ({
    subject_id: s.id, subject_code: s.code, subject_name: english && s.name_en ? s.name_en : s.name, category: s.category, direction: s.direction,
    ...aux, debit: amount(v.debit), credit: amount(v.credit), ytd_debit: amount(v.ytd_debit), ytd_credit: amount(v.ytd_credit), source,
  });
  for (const r of stored) {
    const s = byId.get(r.subject_id);
    if (!s) continue;
    const computed = isComputedCode(s.code, roots);
    // Before initialization the subledgers are read live instead of any stored computed rows.
    if (computed && !settings.initialized) continue;
    const source = !computed ? 'typed' : s.code.startsWith('1122') || s.code.startsWith('2202') ? 'partner' : 'stock';
    rows.push(lineOf(s, { partner_id: r.partner_id, department_id: r.department_id, employee_id: r.employee_id, project_id: r.project_id, product_id: r.product_id }, r, source));
  }
  if (!settings.initialized) {
    for (const l of await ledgerOpenings(db, enterpriseId, start)) {
      const s = leafFor(l.subject_code, chart, parents);
      if (s) rows.push(lineOf(s, { ...noAux(), partner_id: s.aux_types.includes('partner') ? l.partner_id : 0 }, { debit: l.debit, credit: l.credit, ytd_debit: '0', ytd_credit: '0' }, l.source));
    }
  }
  rows.sort((a, b) => a.subject_code.localeCompare(b.subject_code) || a.partner_id - b.partner_id || a.department_id - b.department_id || a.employee_id - b.employee_id || a.project_id - b.project_id || a.product_id - b.product_id);
  const name = await auxNames(db, enterpriseId, rows);
  const lines = rows.map((r) => ({ ...r, aux_name: name(r) }));
  return { start_period: start, initialized: settings.initialized, lines, check: trialCheck(lines), computed_roots: [...roots].sort() };
}

const fieldError = (key: 'opening.computed' | 'opening.notLeaf' | 'opening.unknownSubject' | 'opening.missingAux', params: Record<string, string>) =>
  new AppError(Code.validation, key, { fields: { lines: key } }, params);

/**
 * Replaces the typed openings with `lines` (zero lines dropped, equal keys added up). Refused once initialized
 * (4090), for computed accounts, non-leaf or unknown accounts, and lines missing an auxiliary item the account needs.
 */
export async function saveOpenings(db: Kysely<DB>, enterpriseId: number, input: readonly OpeningInput[], language: Language): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SELECT id FROM enterprise WHERE id = ${enterpriseId} FOR UPDATE`.execute(tx);
    if ((await ledgerSettings(tx, enterpriseId)).initialized) throw conflict('opening.locked');
    const [chart, roots] = await Promise.all([loadChart(tx, enterpriseId), computedRoots(tx, enterpriseId)]);
    const parents = parentCodesOf(chart);
    const byCode = new Map(chart.map((r) => [r.code, r]));
    const merged = new Map<string, { s: SubjectRow; aux: Aux; debit: Decimal; credit: Decimal; ytd_debit: Decimal; ytd_credit: Decimal }>();
    for (const l of input) {
      const s = byCode.get(l.subject_code);
      if (!s) throw fieldError('opening.unknownSubject', { code: l.subject_code });
      if (parents.has(s.code)) throw fieldError('opening.notLeaf', { code: s.code });
      const values = { debit: new Decimal(l.debit || 0), credit: new Decimal(l.credit || 0), ytd_debit: new Decimal(l.ytd_debit || 0), ytd_credit: new Decimal(l.ytd_credit || 0) };
      if (Object.values(values).every((v) => v.isZero())) continue;
      if (isComputedCode(s.code, roots)) {
        const source = s.code.startsWith('1122') || s.code.startsWith('2202') ? 'opening.partnerSource' : 'opening.stockSource';
        throw fieldError('opening.computed', { code: s.code, source: translate(language, source) });
      }
      const aux = noAux();
      for (const kind of s.aux_types) {
        const column = auxColumnOf[kind];
        if (!column) continue;
        if (!l[column]) throw fieldError('opening.missingAux', { code: s.code, ...auxKindNames(kind) });
        aux[column] = l[column]!;
      }
      const key = [s.id, ...auxColumns.map((c) => aux[c])].join(':');
      const m = merged.get(key);
      if (m) { m.debit = m.debit.add(values.debit); m.credit = m.credit.add(values.credit); m.ytd_debit = m.ytd_debit.add(values.ytd_debit); m.ytd_credit = m.ytd_credit.add(values.ytd_credit); }
      else merged.set(key, { s, aux, ...values });
    }
    const typedIds = chart.filter((r) => !isComputedCode(r.code, roots)).map((r) => r.id);
    if (typedIds.length) await tx.deleteFrom('opening_balance').where('enterprise_id', '=', enterpriseId).where('subject_id', 'in', typedIds).execute();
    const now = nowSeconds();
    const rows = [...merged.values()].map((m) => ({
      enterprise_id: enterpriseId, subject_id: m.s.id, ...m.aux, debit: amount(m.debit), credit: amount(m.credit), ytd_debit: amount(m.ytd_debit), ytd_credit: amount(m.ytd_credit), update_time: now,
    }));
    if (rows.length) await tx.insertInto('opening_balance').values(rows).execute();
  });
}

/** Stores the computed openings (initialization): the subledgers' figures become the accounts' openings. */
export async function storeComputedOpenings(tx: Kysely<DB>, enterpriseId: number, startPeriod: string): Promise<void> {
  const [chart, roots] = await Promise.all([loadChart(tx, enterpriseId), computedRoots(tx, enterpriseId)]);
  const parents = parentCodesOf(chart);
  await clearComputedOpenings(tx, enterpriseId, chart, roots);
  const now = nowSeconds();
  const merged = new Map<string, { subject_id: number; partner_id: number; debit: Decimal; credit: Decimal }>();
  for (const l of await ledgerOpenings(tx, enterpriseId, startPeriod)) {
    const s = leafFor(l.subject_code, chart, parents);
    if (!s) continue;
    const partner = s.aux_types.includes('partner') ? l.partner_id : 0;
    const key = `${s.id}:${partner}`;
    const m = merged.get(key) ?? { subject_id: s.id, partner_id: partner, debit: zero(), credit: zero() };
    merged.set(key, { ...m, debit: m.debit.add(l.debit), credit: m.credit.add(l.credit) });
  }
  const rows = [...merged.values()].map((m) => ({ enterprise_id: enterpriseId, subject_id: m.subject_id, partner_id: m.partner_id, debit: amount(m.debit), credit: amount(m.credit), update_time: now }));
  if (rows.length) await tx.insertInto('opening_balance').values(rows).execute();
}

export async function clearComputedOpenings(tx: Kysely<DB>, enterpriseId: number, chart?: SubjectRow[], roots?: Set<string>): Promise<void> {
  const list = chart ?? (await loadChart(tx, enterpriseId));
  const r = roots ?? (await computedRoots(tx, enterpriseId));
  const ids = list.filter((s) => isComputedCode(s.code, r)).map((s) => s.id);
  if (ids.length) await tx.deleteFrom('opening_balance').where('enterprise_id', '=', enterpriseId).where('subject_id', 'in', ids).execute();
}
