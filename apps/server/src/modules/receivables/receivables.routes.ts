import {
  AccountBalancesQuerySchema, AccountBalancesSchema, Decimal, OpenItemListSchema, OpenItemsQuerySchema, PartnerBalanceListSchema, PartnerBalancesQuerySchema,
  PartnerStatementQuerySchema, PartnerStatementSchema, PrintDocumentSchema, amount, billMetas, checkDateRange,
} from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { openItems } from './open-items.ts';
import { partnerBalances, partnerStatement } from './partner-statement.ts';
import { partnerMoney } from '../../platform/permissions/column-groups.ts';
import { hiddenFieldsOf } from '../../platform/permissions/answer-columns.ts';
import type { FastifyRequest } from 'fastify';
import { statementDocumentFor } from './statement-document.ts';
import { statementSheet } from './statement-sheet.ts';
import { writeSheet } from '../../engines/resource/workbook.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Pages whose screens read open items, statements and balances: the money documents and the detail pages. */
const moneyPages = [
  ...billMetas.filter((m) => m.money).flatMap((m) => [m.page, ...(m.alsoOn ?? []).map((a) => a.page)]),
  'receivableDetail', 'payableDetail', 'customerPayableDetail',
];
/** Whoever may open a money document or a receivable/payable detail page reads statements (and shares them). */
export const readsStatements = (ctx: RequestContext) => moneyPages.some((p) => ctx.tenant!.permissions.canOpen(p));
const readMoney = (ctx: RequestContext) => {
  if (!readsStatements(ctx)) throw forbidden();
};
/**
 * Printing, exporting or sharing a statement hands its figures out whole (a file, a public link): not for someone
 * whose permission group hides the partner amounts on those pages (ISSUE 11 item 3 column rights).
 */
export const handsOutStatements = (req: FastifyRequest) =>
  readsStatements(req.ctx) && !hiddenFieldsOf(req, { pages: moneyPages, fields: partnerMoney }).has('balance');
const handOut = (req: FastifyRequest) => {
  if (!handsOutStatements(req)) throw forbidden();
};
const checkRange = (from: string, to: string) => {
  const bad = checkDateRange(from, to);
  if (bad) throw invalidFields({ date_to: bad });
};

/**
 * Receivables and payables queries (issue 5 item 6): a partner's open documents (what a receipt or payment can clear),
 * the partner statement (对账单), balances per partner (应收/应付汇总), and the settlement accounts' balances.
 */
export async function receivablesRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['receivables'];
  api.get('/receivables/open-items', { config: { columns: { pages: moneyPages, fields: partnerMoney } }, schema: { tags, querystring: OpenItemsQuerySchema, response: { 200: envelope(OpenItemListSchema) } } }, async (req) => {
    readMoney(req.ctx);
    const q = req.query;
    return ok({ list: await openItems(db, req.ctx.tenant!.enterpriseId, q.partner_id, q.side, q.except_bill_id) });
  });

  api.get('/receivables/statement', { config: { columns: { pages: moneyPages, fields: partnerMoney } }, schema: { tags, querystring: PartnerStatementQuerySchema, response: { 200: envelope(PartnerStatementSchema) } } }, async (req) => {
    readMoney(req.ctx);
    const q = req.query;
    checkRange(q.date_from, q.date_to);
    return ok(await partnerStatement(db, req.ctx.tenant!.enterpriseId, q.partner_id, q.date_from, q.date_to, q.side));
  });

  // The statement as a printable document (the same one a shared link shows): the web prints it.
  api.get('/receivables/statement/print', { schema: { tags, querystring: PartnerStatementQuerySchema, response: { 200: envelope(PrintDocumentSchema) } } }, async (req) => {
    handOut(req);
    const q = req.query;
    checkRange(q.date_from, q.date_to);
    return ok(await statementDocumentFor(db, req.ctx.tenant!.enterpriseId, q, req.ctx.language));
  });

  // The statement as an Excel file for the partner (same query, same figures).
  api.get('/receivables/statement/export', { schema: { tags, querystring: PartnerStatementQuerySchema } }, async (req, reply) => {
    handOut(req);
    const q = req.query;
    checkRange(q.date_from, q.date_to);
    const statement = await partnerStatement(db, req.ctx.tenant!.enterpriseId, q.partner_id, q.date_from, q.date_to, q.side);
    const sheet = statementSheet(statement, q.side, req.ctx.language);
    const writer = writeSheet(sheet.name, sheet.header);
    for (const row of sheet.rows) writer.add(row);
    const name = encodeURIComponent(`${sheet.name}-${q.date_from}-${q.date_to}`);
    return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await writer.finish());
  });

  api.get('/receivables/balances', { config: { columns: { pages: moneyPages, fields: partnerMoney } }, schema: { tags, querystring: PartnerBalancesQuerySchema, response: { 200: envelope(PartnerBalanceListSchema) } } }, async (req) => {
    readMoney(req.ctx);
    const q = req.query;
    checkRange(q.date_from, q.date_to);
    return ok(await partnerBalances(db, req.ctx.tenant!.enterpriseId, {
      from: q.date_from, to: q.date_to, side: q.side, partnerType: q.partner_type, keyword: q.keyword, page: q.page, pageSize: q.page_size,
    }));
  });

  api.get('/receivables/accounts', { schema: { tags, querystring: AccountBalancesQuerySchema, response: { 200: envelope(AccountBalancesSchema) } } }, async (req) => {
    readMoney(req.ctx);
    return ok({ list: await accountBalances(db, req.ctx.tenant!.enterpriseId, req.query.date) });
  });
}

/** Each settlement account's opening balance, money in and out, and balance (at the end of `date`, or now). */
async function accountBalances(typed: Kysely<DB>, enterpriseId: number, date?: string) {
  const rows = await sql<{ id: number; name: string; opening_balance: string; income: string; expense: string }>`
    SELECT a.id, a.name, a.opening_balance,
      coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0) AS income,
      coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0) AS expense
    FROM settlement_account a
    LEFT JOIN account_entry e ON e.enterprise_id = a.enterprise_id AND e.account_id = a.id ${date ? sql`AND e.entry_date <= ${date}` : sql``}
    WHERE a.enterprise_id = ${enterpriseId}
    GROUP BY a.id, a.name, a.opening_balance, a.sort
    ORDER BY a.sort, a.id`.execute(typed);
  return rows.rows.map((r) => ({
    ...r, opening_balance: amount(r.opening_balance), income: amount(r.income), expense: amount(r.expense),
    balance: amount(new Decimal(r.opening_balance).add(r.income).sub(r.expense)),
  }));
}
