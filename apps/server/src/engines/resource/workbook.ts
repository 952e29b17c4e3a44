import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';
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
  model?: { sheets?: Array<{ rId: string }> };
  workbookRels?: Array<{ Id: string; Target: string }>;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<{ eventType: string; value: unknown }>;
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

async function bytesOf(input: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input;
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** `worksheets/sheet3.xml` or `/xl/worksheets/sheet3.xml` → `3`. */
const sheetNumber = (target: string) => /worksheets\/sheet(\d+)\.xml$/.exec(target)?.[1];

/**
 * The rows of the first worksheet as text cells, with their spreadsheet row numbers (1 = header).
 *
 * The archive is read through its central directory, parts in dependency order (relations, workbook, shared strings,
 * then the sheet), not in the order they are stored: exceljs's single streaming pass sometimes lost the last entry of
 * a workbook that exceljs itself wrote (xl/workbook.xml is stored last), and the import then failed with "Cannot read
 * properties of undefined (reading 'sheets')" — 2 reads in 300 of a two-row payroll sheet (exceljs issue #3064). The
 * compressed bytes are held (an upload is already in memory); rows are still parsed one at a time, never a whole model.
 */
export async function* readFirstSheet(input: Readable | Buffer): AsyncGenerator<{ row: number; cells: string[] }> {
  const zip = await unzipper.Open.buffer(await bytesOf(input));
  const part = (path: string) => zip.files.find((f) => f.path === path);
  const reader = new Utf8WorkbookReader(Readable.from([]), { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  const rels = part('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels.stream());
  const book = part('xl/workbook.xml');
  if (book) await reader._parseWorkbook(book.stream());
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings.stream())) { /* cached on the reader */ }
  // The first sheet in the workbook's tab order; without a workbook part, the lowest-numbered sheet part.
  const firstId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((r) => r.Id === firstId)?.Target;
  const numbers = zip.files.map((f) => sheetNumber(f.path)).filter((n): n is string => !!n).sort((a, b) => Number(a) - Number(b));
  const sheetNo = (target && sheetNumber(target)) ?? numbers[0];
  const sheet = sheetNo ? part(`xl/worksheets/sheet${sheetNo}.xml`) : undefined;
  if (!sheet) throw new Error('workbook has no worksheet');
  for (const { value } of reader._parseWorksheet(sheet.stream(), sheetNo!)) {
    for await (const row of value as AsyncIterable<{ number: number; values: CellValue[] }>) {
      // exceljs rows are 1-based: values[0] is always empty.
      const cells = Array.from({ length: Math.max(0, row.values.length - 1) }, (_, i) => cellText(row.values[i + 1]));
      yield { row: row.number, cells };
    }
  }
}
