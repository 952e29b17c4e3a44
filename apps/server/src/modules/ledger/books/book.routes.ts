import {
  AuxBalanceAnswerSchema as AuxBalanceAnswer, AuxBalanceQuerySchema as AuxBalanceQuery, PrintDocumentSchema,
  BookSubjectListSchema as BookSubjectList, DetailLedgerAnswerSchema as DetailLedgerAnswer, DetailLedgerQuerySchema as DetailLedgerQuery,
  GeneralLedgerAnswerSchema as GeneralLedgerAnswer, GeneralLedgerQuerySchema as GeneralLedgerQuery, SubjectBalanceAnswerSchema as SubjectBalanceAnswer,
  SubjectBalanceQuerySchema as SubjectBalanceQuery, type Language,
} from '@zf/shared';
import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../platform/db/schema.ts';
import { forbidden, invalidFields } from '../../../platform/http/app-error.ts';
import type { App } from '../../../platform/http/create-server.ts';
import { envelope, ok } from '../../../platform/http/envelope.ts';
import type { RequestContext } from '../../../platform/tenancy/context.ts';
import { writeSheet } from '../../../engines/resource/workbook.ts';
import type { ModuleServices } from '../../module-services.ts';
import { auxBalance } from './aux-balance.ts';
import { monthSpan } from './book-period.ts';
import { loadChart } from './book-chart.ts';
import { auxBalanceTable, detailTable, generalTable, printDocument, sheetRows, subjectBalanceTable, type BookTable } from './book-tables.ts';
import { detailLedger } from './detail-ledger.ts';
import { generalLedger } from './general-ledger.ts';
import { subjectBalance } from './subject-balance.ts';
import './book.messages.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The book pages (menu general-ledger.ts) and their function prefixes: opening any of them reads the books (drill-down). */
const bookPages = { subjectBalance: 'subject_balance', generalLedgerBook: 'general_ledger', ledgerItem: 'ledger_item' } as const;
type BookPage = keyof typeof bookPages;

const readBooks = (ctx: RequestContext) => {
  if (!Object.keys(bookPages).some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};
/** Export and print are the functions of the book's own page. */
const mayHandOut = (ctx: RequestContext, page: BookPage, action: 'export' | 'print') => {
  if (!ctx.tenant!.permissions.canOpen(page) || !ctx.tenant!.permissions.can(`${bookPages[page]}_${action}`)) throw forbidden();
};
const checkRange = (q: { period_from: string; period_to: string }) => {
  if (q.period_from > q.period_to) throw invalidFields({ period_to: 'book.periodRange' });
  if (monthSpan(q.period_from, q.period_to) > 120) throw invalidFields({ period_to: 'book.periodSpan' });
};

export async function companyName(db: Kysely<DB>, enterpriseId: number): Promise<string> {
  const { rows: [e] } = await sql<{ type: number; name: string; org_name: string; alias_name: string }>`
    SELECT type, name, org_name, alias_name FROM enterprise WHERE id = ${enterpriseId}`.execute(db);
  // SPEC §3: type 1 shows org_name, type 2 alias_name, both falling back to name.
  return (e?.type === 1 ? e.org_name : e?.type === 2 ? e.alias_name : '') || e?.name || '';
}

async function sendSheet(reply: FastifyReply, table: BookTable, q: { period_from: string; period_to: string }) {
  const writer = writeSheet(table.title, table.columns.map((c) => c.title));
  for (const row of sheetRows(table)) writer.add(row);
  const name = encodeURIComponent(`${table.title}-${q.period_from}-${q.period_to}`);
  return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await writer.finish());
}

/**
 * Books read from period balances (issue 14 item 6, API.md "Finance"): subject balance, general ledger, detail
 * ledger and auxiliary balances, each with its Excel export and printable document.
 */
export async function bookRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['ledger'];
  const eidOf = (ctx: RequestContext) => ctx.tenant!.enterpriseId;
  const detailOf = (q: z.infer<typeof DetailLedgerQuery>) => ({
    ...q, aux: { partner: q.partner_id, department: q.department_id, employee: q.employee_id, project: q.project_id, product: q.product_id },
  });

  // The chart for the books' account pickers (whoever reads the books, not only the chart-of-accounts page).
  api.get('/ledger/subjects', { schema: { tags, response: { 200: envelope(BookSubjectList) } } }, async (req) => {
    readBooks(req.ctx);
    const chart = await loadChart(db, eidOf(req.ctx), req.ctx.language);
    return ok({ list: chart.ordered.map((s) => ({ code: s.code, name: s.name, level: s.level, direction: s.direction, leaf: !s.children.length, aux_types: s.aux_types })) });
  });
  api.get('/ledger/subject-balance', { schema: { tags, querystring: SubjectBalanceQuery, response: { 200: envelope(SubjectBalanceAnswer) } } }, async (req) => {
    readBooks(req.ctx);
    checkRange(req.query);
    return ok(await subjectBalance(db, eidOf(req.ctx), req.query, req.ctx.language));
  });
  api.get('/ledger/general', { schema: { tags, querystring: GeneralLedgerQuery, response: { 200: envelope(GeneralLedgerAnswer) } } }, async (req) => {
    readBooks(req.ctx);
    checkRange(req.query);
    return ok(await generalLedger(db, eidOf(req.ctx), req.query, req.ctx.language));
  });
  api.get('/ledger/detail', { schema: { tags, querystring: DetailLedgerQuery, response: { 200: envelope(DetailLedgerAnswer) } } }, async (req) => {
    readBooks(req.ctx);
    checkRange(req.query);
    return ok(await detailLedger(db, eidOf(req.ctx), detailOf(req.query), req.ctx.language));
  });
  api.get('/ledger/aux-balance', { schema: { tags, querystring: AuxBalanceQuery, response: { 200: envelope(AuxBalanceAnswer) } } }, async (req) => {
    readBooks(req.ctx);
    checkRange(req.query);
    return ok(await auxBalance(db, eidOf(req.ctx), req.query, req.ctx.language));
  });

  /** Excel export (GET <path>/export) and printable document (GET <path>/print) of one book, with its page's functions. */
  function handOut<Q extends z.ZodType<{ period_from: string; period_to: string }>>(path: string, page: BookPage, query: Q,
    build: (eid: number, q: z.infer<Q>, language: Language) => Promise<BookTable>) {
    api.get(`${path}/export`, { schema: { tags, querystring: query } }, async (req, reply) => {
      mayHandOut(req.ctx, page, 'export');
      const q = req.query as z.infer<Q>;
      checkRange(q);
      return sendSheet(reply, await build(eidOf(req.ctx), q, req.ctx.language), q);
    });
    api.get(`${path}/print`, { schema: { tags, querystring: query, response: { 200: envelope(PrintDocumentSchema) } } }, async (req) => {
      mayHandOut(req.ctx, page, 'print');
      const q = req.query as z.infer<Q>;
      checkRange(q);
      const [table, company] = await Promise.all([build(eidOf(req.ctx), q, req.ctx.language), companyName(db, eidOf(req.ctx))]);
      return ok(printDocument(table, { company, range: `${q.period_from} ~ ${q.period_to}`, language: req.ctx.language }));
    });
  }
  handOut('/ledger/subject-balance', 'subjectBalance', SubjectBalanceQuery, async (eid, q, lang) => subjectBalanceTable(await subjectBalance(db, eid, q, lang), lang));
  handOut('/ledger/general', 'generalLedgerBook', GeneralLedgerQuery, async (eid, q, lang) => generalTable(await generalLedger(db, eid, q, lang), lang));
  handOut('/ledger/detail', 'ledgerItem', DetailLedgerQuery, async (eid, q, lang) => detailTable(await detailLedger(db, eid, detailOf(q), lang), lang));
  handOut('/ledger/aux-balance', 'subjectBalance', AuxBalanceQuery, async (eid, q, lang) => auxBalanceTable(await auxBalance(db, eid, q, lang), lang));
}
