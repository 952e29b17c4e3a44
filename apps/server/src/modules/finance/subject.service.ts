import { Code, SubjectStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { assertVersion } from '../../engines/resource/record-version.ts';
import { logChange, changedValues } from '../../engines/resource/change-log.ts';
import { auxTypeNames, initialsOf, levelOfCode, nextChildCode, parentCodeOf, validCode } from './subject-rules.ts';

/**
 * The chart of accounts (会计科目) of an enterprise: sub-accounts take the parent's code + 2 digits, its category and
 * balance side; a used account (voucher lines, opening balances, period balances) keeps its code and is disabled
 * instead of deleted; a used leaf gets no sub-accounts (refused: see docs/decisions.md).
 */
export interface SubjectRow {
  id: number; code: string; name: string; name_en: string; category: number; direction: number; level: number; parent_code: string;
  status: number; aux_types: string[]; currency_id: number; version: number; update_time: number | string;
}

export interface SubjectAnswer {
  id: number; code: string; name: string; name_zh: string; name_en: string; category: number; direction: number; level: number;
  parent_code: string; status: number; aux_types: string[]; currency_id: number; initials: string; leaf: boolean; version: number;
}

const columns = ['id', 'code', 'name', 'name_en', 'category', 'direction', 'level', 'parent_code', 'status', 'aux_types', 'currency_id', 'version', 'update_time'] as const;

/** Every account of the enterprise by code (a chart is hundreds of rows: lists filter it in memory). */
export async function loadChart(db: Kysely<DB>, enterpriseId: number): Promise<SubjectRow[]> {
  const rows = await db.selectFrom('account_subject').select(columns).where('enterprise_id', '=', enterpriseId).orderBy('code').execute();
  return rows.map((r) => ({ ...r, aux_types: auxList(r.aux_types) }));
}

const auxList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? (JSON.parse(v) as string[]) : []);

/** The answer shape of one account: its name in the request language, pinyin initials of the Chinese name, leaf. */
export function answerOf(r: SubjectRow, parentCodes: ReadonlySet<string>, english: boolean): SubjectAnswer {
  return {
    id: r.id, code: r.code, name: english && r.name_en ? r.name_en : r.name, name_zh: r.name, name_en: r.name_en, category: r.category,
    direction: r.direction, level: r.level, parent_code: r.parent_code, status: r.status, aux_types: r.aux_types, currency_id: r.currency_id,
    initials: initialsOf(r.name), leaf: !parentCodes.has(r.code), version: r.version,
  };
}

export const parentCodesOf = (chart: readonly SubjectRow[]) => new Set(chart.map((r) => r.parent_code).filter(Boolean));

/** Does a keyword match an account: code prefix or substring, Chinese or English name, or pinyin initials. */
export function matchesKeyword(r: SubjectRow, keyword: string): boolean {
  const k = keyword.toLowerCase();
  return r.code.includes(k) || r.name.toLowerCase().includes(k) || r.name_en.toLowerCase().includes(k) || initialsOf(r.name).includes(k);
}

/** Ids among `ids` that carry entries: voucher lines, non-zero opening balances or period balances. */
export async function usedSubjectIds(db: Kysely<DB>, enterpriseId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = sql.join(ids.map((id) => sql`${id}::integer`));
  const rows = await sql<{ id: number }>`
    SELECT subject_id AS id FROM voucher_line WHERE enterprise_id = ${enterpriseId} AND subject_id IN (${list})
    UNION SELECT subject_id FROM period_balance WHERE enterprise_id = ${enterpriseId} AND subject_id IN (${list})
    UNION SELECT subject_id FROM opening_balance WHERE enterprise_id = ${enterpriseId} AND subject_id IN (${list})
      AND (debit <> 0 OR credit <> 0 OR ytd_debit <> 0 OR ytd_credit <> 0 OR qty <> 0)`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.id)));
}

const conflictWith = (key: 'subject.parentUsed' | 'subject.codeLocked' | 'subject.auxLocked' | 'subject.hasChildren' | 'subject.usedDisabled' | 'subject.full', code: string) =>
  new AppError(Code.conflict, key, null, { code });
const invalid = (field: string, key: 'subject.badCode' | 'subject.codeUnderParent' | 'subject.codeTaken' | 'subject.noParent' | 'subject.categoryRequired' | 'subject.badAux', params: Record<string, string> = {}) =>
  new AppError(Code.validation, key, { fields: { [field]: key } }, params);

export interface SubjectInput {
  code?: string; parent_code?: string; name?: string; name_en?: string; category?: number; direction?: number;
  aux_types?: string[]; currency_id?: number; status?: number; version?: number;
}

export interface Actor { enterpriseId: number; employeeId: number | null }

const checkAux = (aux: readonly string[] | undefined) => {
  if (aux && aux.some((a) => !(auxTypeNames as readonly string[]).includes(a))) throw invalid('aux_types', 'subject.badAux');
};

/** The code a new sub-account of `parentCode` is offered ('' parent: none). */
export async function nextCode(db: Kysely<DB>, enterpriseId: number, parentCode: string): Promise<string | null> {
  const rows = await db.selectFrom('account_subject').select('code').where('enterprise_id', '=', enterpriseId).where('parent_code', '=', parentCode).execute();
  return nextChildCode(parentCode, rows.map((r) => r.code));
}

async function lockRow(tx: Kysely<DB>, enterpriseId: number, where: { id?: number; code?: string }) {
  let q = tx.selectFrom('account_subject').select(columns).where('enterprise_id', '=', enterpriseId);
  q = where.id !== undefined ? q.where('id', '=', where.id) : q.where('code', '=', where.code!);
  const r = await q.forUpdate().executeTakeFirst();
  return r && { ...r, aux_types: auxList(r.aux_types) };
}

const hasChildren = async (tx: Kysely<DB>, enterpriseId: number, code: string) =>
  Boolean(await tx.selectFrom('account_subject').select('id').where('enterprise_id', '=', enterpriseId).where('parent_code', '=', code).limit(1).executeTakeFirst());

/** Creates an account: under `parent_code` (code offered when not given; category, side and auxiliaries inherited) or level 1. */
export async function createSubject(db: Kysely<DB>, actor: Actor, input: SubjectInput): Promise<number> {
  checkAux(input.aux_types);
  return db.transaction().execute(async (tx) => {
    const e = actor.enterpriseId;
    const parentCode = input.parent_code ?? (input.code ? parentCodeOf(input.code) : '');
    const parent = parentCode ? await lockRow(tx, e, { code: parentCode }) : undefined;
    if (parentCode && !parent) throw invalid('parent_code', 'subject.noParent', { code: parentCode });
    if (parent && (await usedSubjectIds(tx, e, [parent.id])).has(parent.id) && !(await hasChildren(tx, e, parent.code))) {
      throw conflictWith('subject.parentUsed', parent.code);
    }
    const code = input.code ?? (parent ? await nextCode(tx, e, parent.code) : null);
    if (!code) throw parent ? conflictWith('subject.full', parent.code) : invalid('code', 'subject.badCode');
    if (!validCode(code)) throw invalid('code', 'subject.badCode');
    if (parentCodeOf(code) !== parentCode) throw invalid('code', 'subject.codeUnderParent', { parent: parentCode });
    const category = parent?.category ?? input.category;
    const direction = input.direction ?? parent?.direction;
    if (!category || !direction) throw invalid(category ? 'direction' : 'category', 'subject.categoryRequired');
    const exists = await tx.selectFrom('account_subject').select('id').where('enterprise_id', '=', e).where('code', '=', code).executeTakeFirst();
    if (exists) throw invalid('code', 'subject.codeTaken', { code });
    const now = nowSeconds();
    const row = await tx
      .insertInto('account_subject')
      .values({
        enterprise_id: e, code, name: input.name!, name_en: input.name_en ?? '', category, direction, level: levelOfCode(code), parent_code: parentCode,
        status: input.status ?? 1, aux_types: JSON.stringify(input.aux_types ?? parent?.aux_types ?? []), currency_id: input.currency_id ?? parent?.currency_id ?? 0,
        create_time: now, update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logChange(tx, { enterpriseId: e, employeeId: actor.employeeId, resource: 'subjects', recordId: row.id, action: 'create', summary: `${code} ${input.name}` });
    return row.id;
  });
}

/** Changes an account: name, side, auxiliaries, currency, status; its code only while it has no children and no entries. */
export async function updateSubject(db: Kysely<DB>, actor: Actor, id: number, input: SubjectInput): Promise<void> {
  checkAux(input.aux_types);
  await db.transaction().execute(async (tx) => {
    const e = actor.enterpriseId;
    const before = await lockRow(tx, e, { id });
    if (!before) throw notFound();
    await assertVersion(tx, { enterpriseId: e, resource: 'subjects', recordId: id, version: before.version, updateTime: before.update_time }, input.version);
    const used = (await usedSubjectIds(tx, e, [id])).has(id);
    const code = input.code ?? before.code;
    if (code !== before.code) {
      if (used || (await hasChildren(tx, e, before.code))) throw conflictWith('subject.codeLocked', before.code);
      if (!validCode(code)) throw invalid('code', 'subject.badCode');
      if (parentCodeOf(code) !== before.parent_code) throw invalid('code', 'subject.codeUnderParent', { parent: before.parent_code });
      const taken = await tx.selectFrom('account_subject').select('id').where('enterprise_id', '=', e).where('code', '=', code).executeTakeFirst();
      if (taken) throw invalid('code', 'subject.codeTaken', { code });
    }
    const aux = input.aux_types ?? before.aux_types;
    if (used && [...aux].sort().join() !== [...before.aux_types].sort().join()) throw conflictWith('subject.auxLocked', before.code);
    await tx
      .updateTable('account_subject')
      .set({
        code, name: input.name ?? before.name, name_en: input.name_en ?? before.name_en, direction: input.direction ?? before.direction,
        status: input.status ?? before.status, aux_types: JSON.stringify(aux), currency_id: input.currency_id ?? before.currency_id,
        // A level-1 account without entries may change category; sub-accounts keep their parent's.
        category: !before.parent_code && !used && input.category ? input.category : before.category, update_time: nowSeconds(),
      })
      .where('enterprise_id', '=', e)
      .where('id', '=', id)
      .execute();
    await logChange(tx, { enterpriseId: e, employeeId: actor.employeeId, resource: 'subjects', recordId: id, action: 'update', changes: changedValues(before, input), summary: `${code} ${input.name ?? before.name}` });
  });
}

/**
 * Deletes an account without entries and children. A used account is disabled instead and the caller told so with
 * 4090 (API.md: "a used account is disabled, not deleted"): the disabling is committed before the refusal is thrown.
 */
export async function deleteSubject(db: Kysely<DB>, actor: Actor, id: number): Promise<void> {
  const disabled = await db.transaction().execute(async (tx) => {
    const e = actor.enterpriseId;
    const row = await lockRow(tx, e, { id });
    if (!row) throw notFound();
    if (await hasChildren(tx, e, row.code)) throw conflictWith('subject.hasChildren', row.code);
    if ((await usedSubjectIds(tx, e, [id])).has(id)) {
      await tx.updateTable('account_subject').set({ status: SubjectStatus.disabled, update_time: nowSeconds() }).where('enterprise_id', '=', e).where('id', '=', id).execute();
      await logChange(tx, { enterpriseId: e, employeeId: actor.employeeId, resource: 'subjects', recordId: id, action: 'update', changes: { status: [row.status, SubjectStatus.disabled] }, summary: `${row.code} ${row.name}` });
      return row.code;
    }
    await tx.deleteFrom('opening_balance').where('enterprise_id', '=', e).where('subject_id', '=', id).execute();
    await tx.deleteFrom('account_subject').where('enterprise_id', '=', e).where('id', '=', id).execute();
    await logChange(tx, { enterpriseId: e, employeeId: actor.employeeId, resource: 'subjects', recordId: id, action: 'delete', summary: `${row.code} ${row.name}` });
    return null;
  });
  if (disabled) throw conflictWith('subject.usedDisabled', disabled);
}
