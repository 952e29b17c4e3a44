import {
  AssignAnswerSchema as AssignAnswer, AssignBodySchema as AssignBody, BalanceSheetAnswerSchema as BalanceSheetAnswer, PrintDocumentSchema,
  CashFlowStatementAnswerSchema as CashFlowAnswer, FormulaAnswerSchema as FormulaAnswer, FormulaBodySchema as FormulaBody, ProfitAnswerSchema as ProfitAnswer,
  FormulaResetBodySchema as ResetBody, StatementQuerySchema as StatementQuery, UnassignedAnswerSchema as UnassignedAnswer, UnassignedQuerySchema as UnassignedQuery,
  statementKinds, type StatementKind,
} from '@zf/shared';
import type { FastifyReply } from 'fastify';
import { setCashFlowItems } from '../../../engines/ledger/index.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import type { App } from '../../../platform/http/create-server.ts';
import { envelope, ok } from '../../../platform/http/envelope.ts';
import type { RequestContext } from '../../../platform/tenancy/context.ts';
import { writeSheet } from '../../../engines/resource/workbook.ts';
import type { ModuleServices } from '../../module-services.ts';
import { companyName } from '../books/book.routes.ts';
import { sheetRows, type BookTable } from '../books/book-tables.ts';
import { unassignedCashLines } from './cash-flow-assign.ts';
import { resetFormula, saveFormula } from './statement-formulas.ts';
import { statement, type StatementQuery as Query } from './statement.service.ts';
import { statementPrint, statementTable } from './statement-tables.ts';
import './statement.messages.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each statement's page (menu general-ledger.ts) and its function prefix. */
const pages: Record<StatementKind, { page: string; prefix: string; answer: typeof BalanceSheetAnswer | typeof ProfitAnswer | typeof CashFlowAnswer }> = {
  'balance-sheet': { page: 'balanceSheet', prefix: 'balance_sheet', answer: BalanceSheetAnswer },
  profit: { page: 'profitStatement', prefix: 'profit_statement', answer: ProfitAnswer },
  'cash-flow': { page: 'cashFlowStatement', prefix: 'cash_flow_statement', answer: CashFlowAnswer },
};

const mayRead = (ctx: RequestContext, kind: StatementKind) => {
  if (!ctx.tenant!.permissions.canOpen(pages[kind].page)) throw forbidden();
};
const mayHandOut = (ctx: RequestContext, kind: StatementKind, action: 'export' | 'print') => {
  mayRead(ctx, kind);
  if (!ctx.tenant!.permissions.can(`${pages[kind].prefix}_${action}`)) throw forbidden();
};

async function sendSheet(reply: FastifyReply, table: BookTable, period: string) {
  const writer = writeSheet(table.title, table.columns.map((c) => c.title));
  for (const row of sheetRows(table)) writer.add(row);
  const name = encodeURIComponent(`${table.title}-${period}`);
  return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await writer.finish());
}

/**
 * Statements (issue 15 item 3, API.md "Period-end and statements"): 资产负债表, 利润表 and 现金流量表 for a month,
 * each with its Excel export and printable document; a line's formula per enterprise; and the cash-flow assignment
 * of cash and bank lines that have no item yet.
 */
export async function statementRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['statements'];
  const eidOf = (ctx: RequestContext) => ctx.tenant!.enterpriseId;
  for (const kind of statementKinds) {
    const { answer, prefix } = pages[kind];
    api.get(`/statements/${kind}`, { schema: { tags, querystring: StatementQuery, response: { 200: envelope(answer) } } }, async (req) => {
      mayRead(req.ctx, kind);
      // The answer's shape is the statement's (the schema above); the union of the three is not narrowed by `kind`.
      const [data, company] = await Promise.all([statement(db, eidOf(req.ctx), kind, req.query as Query, req.ctx.language), companyName(db, eidOf(req.ctx))]);
      return ok({ ...data, company }) as never;
    });
    api.get(`/statements/${kind}/export`, { schema: { tags, querystring: StatementQuery } }, async (req, reply) => {
      mayHandOut(req.ctx, kind, 'export');
      const q = req.query as Query;
      const data = await statement(db, eidOf(req.ctx), kind, q, req.ctx.language);
      return sendSheet(reply, statementTable(kind, data.list, req.ctx.language), q.period);
    });
    api.get(`/statements/${kind}/print`, { schema: { tags, querystring: StatementQuery, response: { 200: envelope(PrintDocumentSchema) } } }, async (req) => {
      mayHandOut(req.ctx, kind, 'print');
      const q = req.query as Query;
      const [data, company] = await Promise.all([statement(db, eidOf(req.ctx), kind, q, req.ctx.language), companyName(db, eidOf(req.ctx))]);
      const tie = 'tie_out' in data ? data.tie_out?.closing : undefined;
      return ok(statementPrint(kind, statementTable(kind, data.list, req.ctx.language), {
        company, period: q.period, language: req.ctx.language, difference: tie && !tie.balanced ? tie.difference : undefined,
      }));
    });
    // A line's formula for this enterprise; the standard formula (or the reset) removes the change.
    api.put(`/statements/${kind}/formulas`, { config: { permission: `${prefix}_formula` }, schema: { tags, body: FormulaBody, response: { 200: envelope(FormulaAnswer) } } }, async (req) => {
      mayRead(req.ctx, kind);
      const saved = await db.transaction().execute((tx) => saveFormula(tx, eidOf(req.ctx), kind, req.body.line, req.body.formula, req.ctx.user!.userId));
      return ok({ line: req.body.line, ...saved });
    });
    api.post(`/statements/${kind}/formulas/reset`, { config: { permission: `${prefix}_formula` }, schema: { tags, body: ResetBody, response: { 200: envelope(FormulaAnswer) } } }, async (req) => {
      mayRead(req.ctx, kind);
      await resetFormula(db, eidOf(req.ctx), kind, req.body.line);
      return ok({ line: req.body.line, formula: '', custom: false });
    });
  }

  api.get('/statements/cash-flow/unassigned', { schema: { tags, querystring: UnassignedQuery, response: { 200: envelope(UnassignedAnswer) } } }, async (req) => {
    mayRead(req.ctx, 'cash-flow');
    return ok(await unassignedCashLines(db, eidOf(req.ctx), req.query.period, req.ctx.language));
  });
  // Only the item of cash and bank lines changes, through the ledger engine, in open periods (setCashFlowItems).
  api.post('/statements/cash-flow/assign', { config: { permission: 'cash_flow_statement_assign' }, schema: { tags, body: AssignBody, response: { 200: envelope(AssignAnswer) } } }, async (req) => {
    mayRead(req.ctx, 'cash-flow');
    const updated = await db.transaction().execute((tx) => setCashFlowItems(tx, eidOf(req.ctx), req.body.lines.map((l) => ({ lineId: l.line_id, item: l.item }))));
    return ok({ updated });
  });
}
