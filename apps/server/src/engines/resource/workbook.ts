import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText, type CellValue } from './excel-columns.ts';

/**
 * Streaming .xlsx writing and reading (exceljs): rows go out as they are produced and come in one at a time, so a
 * 100,000-row import or export never holds a whole workbook model in memory.
 */
export interface SheetWriter {
  add(cells: Array<string | number | null>): void;
  /** Finishes the file and returns its bytes. */
  finish(): Promise<Buffer>;
}

export function writeSheet(sheetName: string, header: string[]): SheetWriter {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => { out.on('end', resolve); out.on('error', reject); });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = header.map((h) => ({ header: h, width: Math.min(40, Math.max(10, h.length * 2 + 4)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(cells) {
      sheet.addRow(cells).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      await done;
      return Buffer.concat(chunks);
    },
  };
}

/** Decodes UTF-8 across chunk boundaries (a character may be split between two chunks of a zip entry). */
async function* decodeAcrossChunks(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  const tail = decoder.decode();
  if (tail) yield tail;
}

interface ReaderInternals {
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown>;
}
const BaseReader = ExcelJS.stream.xlsx.WorkbookReader as unknown as new (input: Readable, options: object) => AsyncIterable<unknown> & ReaderInternals;

/**
 * exceljs's streaming reader decodes every chunk of a workbook's XML on its own, so a Chinese character split between
 * two chunks became U+FFFD and the row was imported garbled (exceljs issues #2063, #2084). This reader gives it text
 * already decoded across chunks: shared strings through the entry's own string decoder, worksheets through ours.
 */
class Utf8WorkbookReader extends BaseReader {
  override _parseSharedStrings(entry: Readable) {
    entry.setEncoding('utf8');
    return super._parseSharedStrings(entry);
  }
  override _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string) {
    return super._parseWorksheet(decodeAcrossChunks(iterator), sheetNo);
  }
}

/** The rows of the first worksheet as text cells, with their spreadsheet row numbers (1 = header). */
export async function* readFirstSheet(input: Readable): AsyncGenerator<{ row: number; cells: string[] }> {
  const reader = new Utf8WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<{ number: number; values: CellValue[] }>) {
      // exceljs rows are 1-based: values[0] is always empty.
      const cells = Array.from({ length: Math.max(0, row.values.length - 1) }, (_, i) => cellText(row.values[i + 1]));
      yield { row: row.number, cells };
    }
    return;
  }
}
