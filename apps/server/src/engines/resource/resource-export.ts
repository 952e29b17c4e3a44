import type { DynamicDb } from '../../platform/db/dynamic-db.ts';
import type { Language, Resource } from '@zf/shared';
import { excelColumns, toCell } from './excel-columns.ts';
import type { ResourceRegistry } from './resource-registry.ts';
import { listRecords, type ListQuery } from './resource-store.ts';
import { rowToRecord } from './resource-values.ts';
import { writeSheet } from './workbook.ts';

export const exportPageSize = 5000;

/**
 * The workbook of a resource's records matching a list query (all pages), headers in the caller's language.
 * `visible` removes columns the caller may not see; `progress` hears the share done.
 */
export async function exportWorkbook(
  db: DynamicDb,
  registry: ResourceRegistry,
  r: Resource,
  enterpriseId: number,
  query: Omit<ListQuery, 'page' | 'page_size'>,
  language: Language,
  visible: (records: Record<string, unknown>[]) => Record<string, unknown>[] = (x) => x,
  progress: (share: number) => Promise<void> = async () => {},
): Promise<{ file: Buffer; rows: number }> {
  const probe = visible([Object.fromEntries(excelColumns(r).map((c) => [c.key, 1]))])[0] ?? {};
  const columns = excelColumns(r).filter((c) => c.key in probe);
  const sheet = writeSheet(r.label[language], columns.map((c) => c.header[language]));
  const { total } = await listRecords(db, registry, r, enterpriseId, { ...query, page: 1, page_size: 1 });
  let written = 0;
  let afterId = 0;
  for (;;) {
    const { rows } = await listRecords(db, registry, r, enterpriseId, { ...query, page: 1, page_size: exportPageSize, afterId });
    for (const row of rows) sheet.add(columns.map((c) => toCell(c, rowToRecord(r, row), language)));
    written += rows.length;
    await progress(total ? written / total : 1);
    if (rows.length < exportPageSize) break;
    afterId = Number(rows[rows.length - 1]!.id);
  }
  return { file: await sheet.finish(), rows: written };
}

/** The empty template: the export's header row (API.md: an export can always be re-imported). */
export async function importTemplate(r: Resource, language: Language): Promise<Buffer> {
  return writeSheet(r.label[language], excelColumns(r).map((c) => c.header[language])).finish();
}
