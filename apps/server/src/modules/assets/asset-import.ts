import { Code, fixedAssetResource, type Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import { logChange } from '../../engines/resource/index.ts';
import { columnOfHeader, excelColumns, fromCell } from '../../engines/resource/excel-columns.ts';
import { valuesForCreate } from '../../engines/resource/resource-values.ts';
import { readFirstSheet } from '../../engines/resource/workbook.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import { fixedAssetRules } from './asset-rules.ts';

export interface AssetImportResult { success: number; failed: number; errors: Array<{ row: number; message: string }> }

const r = fixedAssetResource;

/**
 * Asset import (资产导入): the cards of a workbook with the engine's template, columns and cell rules, but all or
 * nothing — every row is checked (schema, category and department by name, unique code, the card rules) and the
 * cards are written in one transaction only when no row failed, so a fixed file is imported again from the top
 * instead of leaving half the register in. Synchronous: a register of assets is hundreds of rows, not millions.
 */
export async function importAssets(db: Kysely<DB>, enterpriseId: number, employeeId: number, file: Buffer, language: Language): Promise<AssetImportResult> {
  const columns = excelColumns(r);
  const names = async (table: 'asset_category' | 'department') =>
    new Map((await db.selectFrom(table).select(['id', 'name']).where('enterprise_id', '=', enterpriseId).execute()).map((x) => [x.name, x.id]));
  const refs: Record<string, Map<string, number>> = { category_id: await names('asset_category'), department_id: await names('department') };
  const codes = new Set((await db.selectFrom('fixed_asset').select('code').where('enterprise_id', '=', enterpriseId).execute()).map((x) => x.code).filter(Boolean));
  const errors: AssetImportResult['errors'] = [];
  const rows: Array<{ row: number; values: Record<string, unknown> }> = [];
  let mapping: Array<ReturnType<typeof columnOfHeader>> = [];
  for await (const { row, cells } of readFirstSheet(Readable.from(file))) {
    if (row === 1) { mapping = cells.map((h) => columnOfHeader(columns, h)); continue; }
    if (cells.every((c) => c === '')) continue;
    const body: Record<string, unknown> = {};
    const problems: string[] = [];
    mapping.forEach((column, i) => {
      const text = cells[i] ?? '';
      if (!column || column.key === 'id' || text === '') return;
      const f = column.field!;
      if (f.kind === 'ref') {
        const id = refs[column.key]?.get(text);
        if (id === undefined) problems.push(`${f.label[language]}: ${translate(language, 'field.refMissing')}`);
        else body[column.key] = id;
      } else {
        const value = fromCell(f, text);
        if (value !== undefined) body[column.key] = value;
      }
    });
    const parsed = r.createSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (problems.some((p) => p.startsWith(`${r.allFields[key]?.label[language]}:`))) continue;
        problems.push(`${r.allFields[key]?.label[language] ?? key}: ${translate(language, issue.code === 'invalid_type' && body[key] === undefined ? 'field.required' : issue.message as never)}`);
      }
    } else {
      const code = String((parsed.data as Record<string, unknown>).code ?? '');
      if (code && codes.has(code)) problems.push(`${r.allFields.code!.label[language]}: ${translate(language, 'field.duplicate')}`);
      codes.add(code);
    }
    if (problems.length) errors.push({ row, message: problems.join('；') });
    else rows.push({ row, values: valuesForCreate(r, parsed.data as Record<string, unknown>) });
  }
  if (!mapping.length) throw new AppError(Code.validation, 'resource.noRows');
  if (errors.length) return { success: 0, failed: errors.length, errors };
  const now = nowSeconds();
  await db.transaction().execute(async (tx) => {
    for (const p of rows) {
      try {
        await fixedAssetRules.beforeWrite!(tx, enterpriseId, p.values);
      } catch (e) {
        if (e instanceof AppError) errors.push({ row: p.row, message: translate(language, e.key as never, e.params) });
        else throw e;
      }
    }
    if (errors.length) return;
    if (rows.length) await tx.insertInto('fixed_asset').values(rows.map((p) => ({ ...p.values, enterprise_id: enterpriseId, create_time: now, update_time: now }) as never)).execute();
    await logChange(tx, { enterpriseId, employeeId, resource: r.name, recordId: 0, action: 'import', summary: `${rows.length}` });
  });
  return errors.length ? { success: 0, failed: errors.length, errors } : { success: rows.length, failed: 0, errors: [] };
}
