import type { Language } from '@zf/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hiddenFieldsOf } from '../../platform/permissions/answer-columns.ts';
import { writeSheet } from '../../engines/resource/workbook.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of an exported list: the answer's field and its heading in both languages. */
export interface SheetColumn { key: string; zh: string; en: string }

/**
 * Sends a finance-centre list as an .xlsx file (the same rows the screen shows, headings in the reader's language),
 * without the columns the caller's column rights hide (the route's `columns` declaration, as for its JSON answer).
 */
export async function sendRows(req: FastifyRequest, reply: FastifyReply, title: string, all: readonly SheetColumn[], rows: ReadonlyArray<Record<string, unknown>>, language: Language) {
  const hidden = hiddenFieldsOf(req);
  const columns = all.filter((c) => !hidden.has(c.key));
  const writer = writeSheet(title, columns.map((c) => (language === 'en-US' ? c.en : c.zh)));
  for (const r of rows) writer.add(columns.map((c) => { const v = r[c.key]; return v === undefined || v === null ? '' : typeof v === 'number' ? v : String(v); }));
  const name = encodeURIComponent(title);
  return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await writer.finish());
}
