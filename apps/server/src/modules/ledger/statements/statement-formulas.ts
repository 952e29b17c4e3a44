import { Code, cashFlowItemLines, evaluationOrder, isFormulaError, parseFormula, referencedLines, statementLines, type StatementKind } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { nowSeconds } from '../../../platform/db/types.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import './statement.messages.ts';

/** The enterprise's changed formulas of one statement: line → formula. */
export async function loadOverrides(db: Kysely<DB>, enterpriseId: number, kind: StatementKind): Promise<Map<number, string>> {
  const rows = await db.selectFrom('statement_formula').select(['line', 'formula'])
    .where('enterprise_id', '=', enterpriseId).where('statement', '=', kind).execute();
  return new Map(rows.map((r) => [r.line, r.formula]));
}

/** Each line's formula as the enterprise uses it (its own where it changed one, else the standard). */
export async function effectiveFormulas(db: Kysely<DB>, enterpriseId: number, kind: StatementKind) {
  const overrides = await loadOverrides(db, enterpriseId, kind);
  return statementLines(kind).map((l) => ({ ...l, standard: l.formula, formula: overrides.get(l.line) ?? l.formula, custom: overrides.has(l.line) }));
}

type StatementKey = 'statement.formulaSyntax' | 'statement.unknownCode' | 'statement.unknownItem' | 'statement.unknownLine' | 'statement.cycle';
const invalid = (key: StatementKey, params: Record<string, string | number>) => new AppError(Code.validation, key, { field: 'formula' }, params);

/**
 * Changes one line's formula for the enterprise. Refused (4220 on `formula`): a formula that does not parse, an
 * account the chart does not have, a cash-flow item or line that does not exist, a circle of line references. The
 * standard formula itself removes the change (as the reset does).
 */
export async function saveFormula(tx: Kysely<DB>, enterpriseId: number, kind: StatementKind, line: number, formula: string, actorId: number): Promise<{ formula: string; custom: boolean }> {
  const lines = statementLines(kind);
  const target = lines.find((l) => l.line === line);
  if (!target) throw new AppError(Code.validation, 'statement.noLine', { field: 'line' }, { line });
  const text = formula.trim();
  const terms = parseFormula(text);
  if (isFormulaError(terms)) throw invalid('statement.formulaSyntax', { at: terms.at + 1, near: terms.near });
  const codes = [...new Set(terms.flatMap((t) => (t.kind === 'account' ? [t.code] : [])))];
  if (codes.length) {
    const known = new Set((await tx.selectFrom('account_subject').select('code').where('enterprise_id', '=', enterpriseId).where('code', 'in', codes).execute()).map((r) => r.code));
    const unknown = codes.find((c) => !known.has(c));
    if (unknown) throw invalid('statement.unknownCode', { code: unknown });
  }
  const item = terms.find((t) => t.kind === 'cashFlow' && !cashFlowItemLines.includes(t.item));
  if (item && item.kind === 'cashFlow') throw invalid('statement.unknownItem', { item: String(item.item).padStart(2, '0') });
  const ref = referencedLines(terms).find((r) => !lines.some((l) => l.line === r));
  if (ref !== undefined) throw invalid('statement.unknownLine', { ref });
  const current = await effectiveFormulas(tx, enterpriseId, kind);
  const refs = new Map(current.map((l) => {
    const parsed = l.line === line ? terms : parseFormula(l.formula);
    return [l.line, isFormulaError(parsed) ? [] : referencedLines(parsed)];
  }));
  const order = evaluationOrder(refs);
  if ('cycle' in order) throw invalid('statement.cycle', { lines: order.cycle.map((n) => `L${n}`).join(' → ') });
  const custom = text.replace(/\s+/g, '') !== target.formula.replace(/\s+/g, '');
  if (!custom) await resetFormula(tx, enterpriseId, kind, line);
  else {
    await tx.insertInto('statement_formula')
      .values({ enterprise_id: enterpriseId, statement: kind, line, formula: text, updated_by: actorId, update_time: nowSeconds() })
      .onConflict((oc) => oc.columns(['enterprise_id', 'statement', 'line']).doUpdateSet({ formula: text, updated_by: actorId, update_time: nowSeconds() }))
      .execute();
  }
  return { formula: custom ? text : target.formula, custom };
}

/** Back to the standard formula. */
export async function resetFormula(tx: Kysely<DB>, enterpriseId: number, kind: StatementKind, line: number): Promise<void> {
  if (!statementLines(kind).some((l) => l.line === line)) throw new AppError(Code.validation, 'statement.noLine', { field: 'line' }, { line });
  await tx.deleteFrom('statement_formula').where('enterprise_id', '=', enterpriseId).where('statement', '=', kind).where('line', '=', line).execute();
}
