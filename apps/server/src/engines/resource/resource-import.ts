import { fillAutoCodes } from './auto-code.ts';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { typedDb, type DynamicDb } from '../../platform/db/dynamic-db.ts';
import { Code, type Language, type Resource } from '@zf/shared';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import { logChange } from './change-log.ts';
import { columnOfHeader, excelColumns, fromCell, type ExcelColumn } from './excel-columns.ts';
import type { ResourceRegistry } from './resource-registry.ts';
import { valuesForCreate, valuesForUpdate } from './resource-values.ts';
import { readFirstSheet, writeSheet } from './workbook.ts';

export interface ImportResult {
  success: number;
  failed: number;
  errors: Array<{ row: number; message: string }>;
}
interface Pending {
  row: number;
  cells: string[];
  id?: number;
  values: Record<string, unknown>;
}

const batchSize = 500;
/**
 * After this many rows the import analyzes its table. Planner statistics older than the import mislead every
 * enterprise's lists: 500,000 products imported into other enterprises of the bench database left the product list
 * counting 20,000 products with a sequential scan of all 520,000 (716 ms a page, 28 requests/s; docs/performance.md).
 * Autovacuum would analyze a minute later where it runs; PGlite and servers with it off never would.
 */
export const analyzeAfterRows = 1_000;
const maxListedErrors = 1000;

/**
 * Imports a workbook into a resource: every row is validated like a form (same schema, same messages), refs are
 * matched by name, unique fields against the enterprise and the file itself. Good rows are written in batches of
 * 500; bad rows are reported with their spreadsheet row number and collected into an error workbook. A row with an
 * ID updates that record (an export re-imported); a row without one creates a record.
 */
export async function importWorkbook(
  db: DynamicDb,
  registry: ResourceRegistry,
  r: Resource,
  who: { enterpriseId: number; employeeId: number | null },
  input: Readable,
  language: Language,
  progress: () => Promise<void> = async () => {},
  /** scopeValues: a scoped resource's values the importer may write (partners: only suppliers for a supplier clerk). */
  limits: { scopeValues?: number[] } = {},
): Promise<ImportResult & { errorFile?: Buffer }> {
  const columns = excelColumns(r);
  const refNames = await loadRefNames(db, registry, r, who.enterpriseId);
  const uniqueOwners = await loadUniqueOwners(db, r, who.enterpriseId);
  const errors: ImportResult['errors'] = [];
  const badRows: Array<{ cells: string[]; message: string }> = [];
  let header: string[] = [];
  let mapping: Array<ExcelColumn | undefined> = [];
  let success = 0;
  let batch: Pending[] = [];

  const fail = (p: { row: number; cells: string[] }, message: string) => {
    if (errors.length < maxListedErrors) errors.push({ row: p.row, message });
    badRows.push({ cells: p.cells, message });
  };
  const flush = async () => {
    const written = await writeBatch(db, registry, r, who, batch, fail, language, limits.scopeValues);
    success += written;
    batch = [];
    await progress();
  };

  for await (const { row, cells } of readFirstSheet(input)) {
    if (row === 1) {
      header = cells;
      mapping = cells.map((h) => columnOfHeader(columns, h));
      const missing = columns.filter((c) => c.field?.required && !mapping.includes(c));
      if (missing.length) throw new AppError(Code.validation, 'resource.badHeader', { missing: missing.map((c) => c.header[language]) });
      continue;
    }
    if (cells.every((c) => c === '')) continue;
    const parsed = parseRow(r, mapping, cells, refNames, language);
    if ('error' in parsed) { fail({ row, cells }, parsed.error); continue; }
    const scopeKey = r.scopePermissions?.field;
    if (scopeKey && limits.scopeValues && parsed.values[scopeKey] !== undefined && !limits.scopeValues.includes(Number(parsed.values[scopeKey]))) {
      fail({ row, cells }, `${r.allFields[scopeKey]!.label[language]}: ${translate(language, 'auth.forbidden')}`);
      continue;
    }
    const duplicate = Object.entries(parsed.values).find(([key, v]) => {
      const owner = uniqueOwners.get(key)?.get(String(v));
      return owner !== undefined && owner !== parsed.id;
    });
    if (duplicate) { fail({ row, cells }, `${r.allFields[duplicate[0]]!.label[language]}: ${translate(language, 'field.duplicate')}`); continue; }
    for (const [key, owners] of uniqueOwners) if (parsed.values[key] !== undefined && parsed.values[key] !== '') owners.set(String(parsed.values[key]), parsed.id ?? -row);
    batch.push({ row, cells, id: parsed.id, values: parsed.values });
    if (batch.length >= batchSize) await flush();
  }
  if (header.length === 0) throw new AppError(Code.validation, 'resource.noRows');
  await flush();
  if (success >= analyzeAfterRows) await sql`ANALYZE ${sql.table(r.table)}`.execute(db);
  if (success) {
    await logChange(typedDb(db), { enterpriseId: who.enterpriseId, employeeId: who.employeeId, resource: r.name, recordId: 0, action: 'import', summary: `${success}` });
  }
  const errorFile = badRows.length ? await errorWorkbook(r, header, badRows, language) : undefined;
  return { success, failed: badRows.length, errors, errorFile };
}

/** A row's values, or every problem it has (bad id, refs not found, fields the schema refuses), "label: rule" joined by "；". */
function parseRow(r: Resource, mapping: Array<ExcelColumn | undefined>, cells: string[], refNames: Map<string, Map<string, number>>, language: Language):
  { id?: number; values: Record<string, unknown> } | { error: string } {
  const body: Record<string, unknown> = {};
  const problems = new Map<string, string>();
  let id: number | undefined;
  for (const [i, column] of mapping.entries()) {
    const text = cells[i] ?? '';
    if (!column) continue;
    if (column.key === 'id') {
      if (text !== '') {
        if (!/^\d+$/.test(text)) problems.set('id', `ID: ${translate(language, 'field.invalid')}`);
        else id = Number(text);
      }
    } else if (column.field!.kind === 'ref') {
      if (text === '') continue;
      const refId = refNames.get(column.key)?.get(text);
      if (refId === undefined) problems.set(column.key, `${column.field!.label[language]}: ${translate(language, 'field.refMissing')}`);
      else if (refId === ambiguous) problems.set(column.key, `${column.field!.label[language]}: ${translate(language, 'resource.refAmbiguous', { name: text })}`);
      else body[column.key] = refId;
    } else {
      const value = fromCell(column.field!, text);
      if (value !== undefined) body[column.key] = value;
    }
  }
  const parsed = (id ? r.updateSchema : r.createSchema).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      // A ref already reported as not found is missing from the body: its "required" would say the same twice.
      if (problems.has(key)) continue;
      const label = r.allFields[key]?.label[language] ?? key;
      const message = issue.code === 'invalid_type' && body[key] === undefined ? 'field.required' : issue.message;
      problems.set(key, `${label}: ${translate(language, message)}`);
    }
  }
  if (problems.size) return { error: [...problems.values()].join('；') };
  const data = parsed.data as Record<string, unknown>;
  return { id, values: id ? valuesForUpdate(r, data) : valuesForCreate(r, data) };
}

/**
 * Writes one batch in a transaction; a batch that hits a constraint (or a rule of the resource's hooks) is retried
 * row by row so one bad row fails alone.
 */
async function writeBatch(
  db: DynamicDb, registry: ResourceRegistry, r: Resource, who: { enterpriseId: number }, batch: Pending[],
  fail: (p: Pending, m: string) => void, language: Language, scopeValues?: number[],
): Promise<number> {
  if (batch.length === 0) return 0;
  const updates = batch.filter((p) => p.id !== undefined);
  const live = new Map<number, Record<string, unknown>>();
  if (updates.length) {
    let q = db.selectFrom(r.table).selectAll().where('enterprise_id', '=', who.enterpriseId).where('id', 'in', updates.map((p) => p.id!));
    if (r.deleteMode === 'recycle') q = q.where('deleted_time', 'is', null);
    // A record of a scope the importer may not write is as good as absent.
    if (r.scopePermissions && scopeValues) q = q.where(r.scopePermissions.field, 'in', scopeValues.length ? scopeValues : [-1]);
    for (const x of await q.execute()) live.set(Number(x.id), x);
  }
  const rows = batch.filter((p) => p.id === undefined || live.has(p.id) || (fail(p, `ID ${p.id}: ${translate(language, 'record.notFound')}`), false));
  const now = nowSeconds();
  const { beforeWrite } = registry.hooksOf(r.name);
  const writeAll = async (tx: DynamicDb, items: Pending[]) => {
    await fillAutoCodes(tx, who.enterpriseId, r, items.filter((p) => p.id === undefined).map((p) => p.values));
    if (beforeWrite) for (const p of items) await beforeWrite(typedDb(tx), who.enterpriseId, p.values, p.id === undefined ? undefined : live.get(p.id));
    return Promise.all([
      items.some((p) => p.id === undefined)
        ? tx.insertInto(r.table).values(items.filter((p) => p.id === undefined).map((p) => ({ ...p.values, enterprise_id: who.enterpriseId, create_time: now, update_time: now }))).execute()
        : Promise.resolve(),
    ]).then(async () => {
      for (const p of items.filter((x) => x.id !== undefined)) {
        await tx.updateTable(r.table).set({ ...p.values, update_time: now }).where('enterprise_id', '=', who.enterpriseId).where('id', '=', p.id!).execute();
      }
    });
  };
  try {
    await db.transaction().execute((tx) => writeAll(tx, rows));
    return rows.length;
  } catch {
    let written = 0;
    for (const p of rows) {
      try {
        await writeAll(db, [p]);
        written += 1;
      } catch (e) {
        fail(p, rowError(e, r, language));
      }
    }
    return written;
  }
}

/** A name that several live records share: the cell must name one by its code. */
const ambiguous = -1;

/**
 * text → id of the live records each ref field may point at: by code where the target has a unique code, else by
 * name. A name several records share matches none of them (the row asks for the code) rather than the first one,
 * which would quietly point the row at the wrong product.
 */
async function loadRefNames(db: DynamicDb, registry: ResourceRegistry, r: Resource, enterpriseId: number) {
  const maps = new Map<string, Map<string, number>>();
  for (const [key, f] of Object.entries(r.allFields)) {
    const target = f.kind === 'ref' && f.ref ? registry.get(f.ref) : undefined;
    if (!target || !f.excel) continue;
    const byCode = target.allFields.code?.unique === true;
    let q = db.selectFrom(target.table).select(byCode ? ['id', 'name', 'code'] : ['id', 'name']).where('enterprise_id', '=', enterpriseId).orderBy('id');
    if (target.deleteMode === 'recycle') q = q.where('deleted_time', 'is', null);
    const names = new Map<string, number>();
    const rows = await q.execute();
    for (const row of rows) names.set(String(row.name), names.has(String(row.name)) ? ambiguous : Number(row.id));
    if (byCode) for (const row of rows) if (row.code) names.set(String(row.code), Number(row.id));
    maps.set(key, names);
  }
  return maps;
}

/** For every unique field: value → id of the live record that holds it. */
async function loadUniqueOwners(db: DynamicDb, r: Resource, enterpriseId: number) {
  const owners = new Map<string, Map<string, number>>();
  for (const [key, f] of Object.entries(r.allFields)) {
    if (!f.unique) continue;
    let q = db.selectFrom(r.table).select(['id', key]).where('enterprise_id', '=', enterpriseId);
    if (r.deleteMode === 'recycle') q = q.where('deleted_time', 'is', null);
    owners.set(key, new Map((await q.execute()).filter((row) => row[key] !== '' && row[key] !== null).map((row) => [String(row[key]), Number(row.id)])));
  }
  return owners;
}

async function errorWorkbook(r: Resource, header: string[], rows: Array<{ cells: string[]; message: string }>, language: Language) {
  const sheet = writeSheet(r.label[language], [...header, language === 'en-US' ? 'Error' : '错误原因']);
  for (const row of rows) sheet.add([...header.map((_, i) => row.cells[i] ?? ''), row.message]);
  return sheet.finish();
}

/** A failed row's message in the importer's language: a refused rule (field by field), a duplicate, or the error. */
function rowError(e: unknown, r: Resource, language: Language): string {
  if ((e as { code?: string }).code === '23505') return translate(language, 'field.duplicate');
  if (e instanceof AppError) {
    const fields = (e.data as { fields?: Record<string, string> } | null)?.fields;
    if (fields) return Object.entries(fields).map(([k, m]) => `${r.allFields[k]?.label[language] ?? k}: ${translate(language, m)}`).join('; ');
    return translate(language, e.key, e.params);
  }
  return (e as Error).message;
}
