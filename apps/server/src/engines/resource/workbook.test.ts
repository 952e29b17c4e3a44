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
});
