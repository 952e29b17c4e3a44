import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from './workbook.ts';

const names = Array.from({ length: 2100 }, (_, i) => `大导出mwx9k2ab${String(i % 1000).padStart(3, '0')}-${i + 1}`);

/** A workbook as Excel writes it (shared strings), or as our export writes it (strings inline in the sheet). */
async function workbookOf(sharedStrings: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough().on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: sharedStrings });
  const sheet = book.addWorksheet('品牌');
  sheet.addRow(['ID', '品牌名称*', '排序', '备注']).commit();
  for (const name of names) sheet.addRow(['', name, 1, '前轮刹车片、机油滤清器、空气滤清器、铱金火花塞、正时皮带、雨刮片、蓄电池'.repeat(3)]).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

describe('reading an uploaded workbook', () => {
  it.each([true, false])('keeps every Chinese character where the XML splits one between two chunks (shared strings: %s)', async (sharedStrings) => {
    const buffer = await workbookOf(sharedStrings);
    const read: string[] = [];
    const remarks = new Set<string>();
    for await (const { row, cells } of readFirstSheet(Readable.from([buffer]))) if (row > 1) { read.push(cells[1]!); remarks.add(cells[3]!); }
    expect(read.filter((n) => n.includes('\uFFFD'))).toEqual([]);
    expect(read).toEqual(names);
    expect([...remarks]).toHaveLength(1);
  });

  it('reads a workbook exceljs wrote in memory every time, the first tab in tab order, however its parts are stored', async () => {
    // xl/workbook.xml is stored last in such a file; the single streaming pass lost it in about 1 read of 150.
    const book = new ExcelJS.Workbook();
    book.addWorksheet('工资').addRows([['员工', '奖金'], ['员工乙', '500']]);
    book.addWorksheet('说明').addRow(['不是数据']);
    book.views = [{ x: 0, y: 0, width: 1000, height: 800, firstSheet: 0, activeTab: 1, visibility: 'visible' }];
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    const reads: string[] = [];
    for (let i = 0; i < 400; i += 1) {
      const rows: string[] = [];
      for await (const { row, cells } of readFirstSheet(i % 2 ? buffer : Readable.from([buffer]))) rows.push(`${row}:${cells.join('|')}`);
      reads.push(rows.join(' / '));
    }
    expect(new Set(reads)).toEqual(new Set(['1:员工|奖金 / 2:员工乙|500']));
  }, 30_000); // 400 reads: about 1 s alone, over 5 s on a machine loaded by other runs.
});
