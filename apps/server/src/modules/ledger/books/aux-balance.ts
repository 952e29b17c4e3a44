import type { Language } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { balanceColumns, sumColumns, type BalanceColumns } from './book-amounts.ts';
import { leavesOf, loadChart } from './book-chart.ts';
import { noAuxOn, notFoundSubject } from './book-errors.ts';
import { figuresOf, isEmpty, loadMovements, loadOpenings, startPeriodOf, type AuxKind } from './book-figures.ts';

export interface AuxBalanceQuery { aux: AuxKind; subject_code: string; period_from: string; period_to: string; include_unposted: boolean }

const nameTables: Record<AuxKind, string> = { partner: 'partner', department: 'department', employee: 'employee', project: 'expense_project', product: 'product' };
const unnamed: Record<Language, string> = { 'zh-CN': '（未指定）', 'en-US': '(none)' };

/** Names of auxiliary values (customers and suppliers, departments, employees, projects, products). */
async function auxNames(db: Kysely<DB>, enterpriseId: number, aux: AuxKind, ids: number[]): Promise<Map<number, { name: string; code: string }>> {
  const wanted = ids.filter((id) => id > 0);
  if (!wanted.length) return new Map();
  const codeColumn = aux === 'employee' ? sql`''` : sql.ref('code');
  const { rows } = await sql<{ id: number; name: string; code: string }>`
    SELECT id, name, ${codeColumn} AS code FROM ${sql.table(nameTables[aux])}
    WHERE enterprise_id = ${enterpriseId} AND id IN (${sql.join(wanted.map((id) => sql`${id}::integer`))})`.execute(db);
  return new Map(rows.map((r) => [r.id, { name: r.name, code: r.code ?? '' }]));
}

/**
 * Auxiliary balances (辅助余额表): the subject balance of one account (and its sub-accounts) per customer, supplier,
 * department, employee, project or product, from the period balances and openings of that account only.
 */
export async function auxBalance(db: Kysely<DB>, enterpriseId: number, q: AuxBalanceQuery, language: Language) {
  const chart = await loadChart(db, enterpriseId, language);
  const subject = chart.byCode.get(q.subject_code);
  if (!subject) throw notFoundSubject(q.subject_code);
  const leaves = leavesOf(chart, q.subject_code);
  if (!leaves.some((l) => l.aux_types.includes(q.aux))) throw noAuxOn(q.subject_code, q.aux);
  const ids = leaves.map((l) => l.id);
  const [movements, openings, start] = await Promise.all([
    loadMovements(db, enterpriseId, { from: q.period_from, to: q.period_to, posted: !q.include_unposted, subjectIds: ids, groupBy: q.aux }),
    loadOpenings(db, enterpriseId, { subjectIds: ids, groupBy: q.aux }),
    startPeriodOf(db, enterpriseId),
  ]);
  const keys = [...new Set([...movements.keys(), ...openings.keys()])].sort((a, b) => a - b);
  const names = await auxNames(db, enterpriseId, q.aux, keys);
  const list: Array<BalanceColumns & { aux_id: number; aux_code: string; aux_name: string }> = [];
  for (const k of keys) {
    const f = figuresOf(movements.get(k), openings.get(k), q.period_from, q.period_to, start);
    if (isEmpty(f)) continue;
    const n = names.get(k);
    list.push({ aux_id: k, aux_code: n?.code ?? '', aux_name: n?.name ?? (k ? `#${k}` : unnamed[language]), ...balanceColumns(f) });
  }
  list.sort((a, b) => (a.aux_code || a.aux_name).localeCompare(b.aux_code || b.aux_name) || a.aux_id - b.aux_id);
  return { subject_code: subject.code, subject_name: subject.name, aux: q.aux, list, total: sumColumns(list) };
}
