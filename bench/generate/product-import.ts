import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ApiClient } from '../lib/api-client.ts';
import type { CatalogueProduct } from './catalogue.ts';

/**
 * A product import workbook as a user fills the downloaded template: its header row, then one row per product
 * (code, name, unit 个, prices, status 在售, specification). Written with exceljs's streaming writer.
 */
export async function productWorkbook(template: Buffer, products: readonly CatalogueProduct[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as never);
  const headers = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
  const chunks: Buffer[] = [];
  const out = new PassThrough().on('data', (c: Buffer) => chunks.push(c));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = writer.addWorksheet('商品');
  sheet.addRow(headers).commit();
  for (const p of products) {
    const cells: Record<string, string> = {
      商品编码: p.code, 商品名称: p.name, 单位: '个', 销售价: p.salePrice, 采购价: p.purchasePrice, 商品状态: '在售', 规格型号: p.spec,
    };
    // A required column's header ends in '*'; the code became optional (a rule numbers empty codes), so match both.
    sheet.addRow(headers.map((h) => cells[h.replace(/\*$/, '')] ?? '')).commit();
  }
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
}

export interface ImportResult { success: number; failed: number; errors?: Array<{ row: number; message: string }> }

/** Uploads the workbook and polls the task until it is done, as the web import page does. */
export async function importProducts(admin: ApiClient, file: Buffer, pollMs = 100): Promise<ImportResult> {
  const uploaded = await admin.upload<{ task_id: number }>('/products/import', file, 'products.xlsx');
  if (uploaded.code !== 2000) throw new Error(`product import refused: ${uploaded.code} ${uploaded.msg}`);
  for (;;) {
    const task = await admin.must<{ status: string; result: unknown }>('GET', `/tasks/${uploaded.data.task_id}`);
    if (task.status === 'done') return task.result as ImportResult;
    if (task.status === 'failed') throw new Error(`product import failed: ${JSON.stringify(task.result)}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
