import type { Readable } from 'node:stream';
import { Code, type Language } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { logChange } from '../../engines/resource/index.ts';
import { readFirstSheet, writeSheet } from '../../engines/resource/workbook.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import { catalogDb } from './catalog.schema.ts';

/**
 * Vehicle product import (SPEC §2 Product: vehicle product import): a workbook of product code, vehicle brand,
 * range and (optionally) model adds fitment links; a row without a model fits every model of the range. Rows are
 * checked one by one and reported by spreadsheet row like any import; links that exist already are kept.
 */
export const fitmentColumns = [
  { key: 'code', header: { 'zh-CN': '商品编码', 'en-US': 'Product code' }, required: true },
  { key: 'brand', header: { 'zh-CN': '汽车品牌', 'en-US': 'Vehicle brand' }, required: true },
  { key: 'range', header: { 'zh-CN': '车系', 'en-US': 'Range' }, required: true },
  { key: 'model', header: { 'zh-CN': '车型', 'en-US': 'Model' }, required: false },
] as const;
type Key = (typeof fitmentColumns)[number]['key'];

const headerOf = (c: (typeof fitmentColumns)[number], language: Language) => c.header[language] + (c.required ? '*' : '');
const keyOf = (cell: string): Key | undefined => {
  const h = cell.trim().replace(/\*$/, '').toLowerCase();
  return fitmentColumns.find((c) => c.key === h || Object.values(c.header).some((t) => t.toLowerCase() === h))?.key;
};

export const fitmentTemplate = (language: Language) => writeSheet(translate(language, 'catalog.fitmentSheet'), fitmentColumns.map((c) => headerOf(c, language))).finish();

const batchSize = 1000;

export async function importFitment(database: Kysely<DB>, who: { enterpriseId: number; employeeId: number | null }, input: Readable, language: Language) {
  const db = catalogDb(database);
  const { enterpriseId } = who;
  // Fresh statistics first: PGlite has no autovacuum, and the link table's key checks would otherwise keep a plan
  // made when products were few (20,000 links: 24.7 s before, 0.4 s after a 60 ms ANALYZE).
  await sql`ANALYZE product, vehicle_model`.execute(database);
  const products = new Map((await db.selectFrom('product').select(['id', 'code']).where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null).execute()).map((p) => [p.code, p.id]));
  const models = await db.selectFrom('vehicle_model as vm')
    .innerJoin('vehicle_range as vr', (j) => j.onRef('vr.enterprise_id', '=', 'vm.enterprise_id').onRef('vr.id', '=', 'vm.range_id'))
    .innerJoin('vehicle_brand as vb', (j) => j.onRef('vb.enterprise_id', '=', 'vr.enterprise_id').onRef('vb.id', '=', 'vr.brand_id'))
    .select(['vm.id', 'vm.name', 'vr.name as range_name', 'vb.name as brand_name'])
    .where('vm.enterprise_id', '=', enterpriseId).where('vm.deleted_time', 'is', null).where('vr.deleted_time', 'is', null).where('vb.deleted_time', 'is', null)
    .execute();
  const byModel = new Map(models.map((m) => [`${m.brand_name}\u0001${m.range_name}\u0001${m.name}`, [m.id]]));
  const byRange = new Map<string, number[]>();
  for (const m of models) byRange.set(`${m.brand_name}\u0001${m.range_name}`, [...(byRange.get(`${m.brand_name}\u0001${m.range_name}`) ?? []), m.id]);

  const errors: Array<{ row: number; message: string }> = [];
  const bad: Array<{ cells: string[]; message: string }> = [];
  let header: string[] = [];
  let at: Partial<Record<Key, number>> = {};
  let links: Array<{ enterprise_id: number; product_id: number; vehicle_model_id: number }> = [];
  let success = 0;
  const flush = async () => {
    if (links.length) await db.insertInto('product_vehicle_model').values(links).onConflict((oc) => oc.doNothing()).execute();
    links = [];
  };
  const label = (key: Key) => fitmentColumns.find((c) => c.key === key)!.header[language];
  for await (const { row, cells } of readFirstSheet(input)) {
    if (row === 1) {
      header = cells;
      at = Object.fromEntries(cells.map((c, i) => [keyOf(c), i]).filter(([k]) => k !== undefined));
      const missing = fitmentColumns.filter((c) => c.required && at[c.key] === undefined);
      if (missing.length) throw new AppError(Code.validation, 'resource.badHeader', { missing: missing.map((c) => c.header[language]) });
      continue;
    }
    if (cells.every((c) => c === '')) continue;
    const value = (key: Key) => (at[key] === undefined ? '' : (cells[at[key]!] ?? '').trim());
    const fail = (key: Key, messageKey: string) => {
      const message = `${label(key)}: ${translate(language, messageKey)}`;
      if (errors.length < 1000) errors.push({ row, message });
      bad.push({ cells, message });
    };
    const missing = (['code', 'brand', 'range'] as const).find((k) => value(k) === '');
    if (missing) { fail(missing, 'field.required'); continue; }
    const productId = products.get(value('code'));
    if (!productId) { fail('code', 'field.refMissing'); continue; }
    const modelIds = value('model') ? byModel.get(`${value('brand')}\u0001${value('range')}\u0001${value('model')}`) : byRange.get(`${value('brand')}\u0001${value('range')}`);
    if (!modelIds) { fail(value('model') ? 'model' : 'range', 'field.refMissing'); continue; }
    for (const m of modelIds) links.push({ enterprise_id: enterpriseId, product_id: productId, vehicle_model_id: m });
    success += 1;
    if (links.length >= batchSize) await flush();
  }
  if (!header.length) throw new AppError(Code.validation, 'resource.noRows');
  await flush();
  if (success) await logChange(database, { enterpriseId, employeeId: who.employeeId, resource: 'vehicle-fitment', recordId: 0, action: 'import', summary: `${success}` });
  let errorFile: Buffer | undefined;
  if (bad.length) {
    const sheet = writeSheet(translate(language, 'catalog.fitmentSheet'), [...header, language === 'en-US' ? 'Error' : '错误原因']);
    for (const b of bad) sheet.add([...header.map((_, i) => b.cells[i] ?? ''), b.message]);
    errorFile = await sheet.finish();
  }
  return { result: { success, failed: bad.length, errors }, errorFile };
}
