import {
  BatchAuditResultSchema as BatchAuditResult, BillAuditBodySchema, BillAuditResultSchema, BillBatchAuditBodySchema, BillBody, BillCreatedSchema, BillListQuerySchema as ListQuery,
  BillListSchema as BillList, BillRecordSchema as BillSchema, BillStockMovesSchema, BillTypeIdParamsSchema as TypeIdParams, BillTypeParamsSchema as TypeParams, BillUpdateBodySchema, BillUpdatedSchema,
  InvoiceStatus, billFunctions, billPages, checkDateRange, type BillAction, type BillMeta, amount, qty,
} from '@zf/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import type { Services } from '../../platform/services.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { auditBill } from './bill-audit.ts';
import { BillService } from './bill-service.ts';
import { billStockMoves } from './bill-stock-moves.ts';
import { billView } from './bill-store.ts';
import { namedBill } from './bill-document.ts';
import { billVoucherLink } from './bill-voucher-link.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { withNames } from './bill-names.ts';
import type { BillTypeRegistry } from './bill-type.ts';
import { hiddenFieldsOf, type AnswerColumns } from '../../platform/permissions/answer-columns.ts';
import { billTypeColumns, pagesOfBillType } from '../../platform/permissions/column-groups.ts';

/** What a bill's ledger rows carry is cost, whoever may see the amounts: the bill page's cost column governs it. */
const stockMoveColumns: AnswerColumns = { pages: pagesOfBillType, fields: { cost_amount: ['unit_cost', 'amount', 'in_amount', 'out_amount'] } };

/** The `invoice_status` filter value that asks for the documents not fully invoiced yet. */
const notFullyInvoiced = 12;

/**
 * The document routes of API.md for every registered bill type: /bills/:type list, create, read, edit, delete,
 * audit actions and batch audit. The function code needed depends on the type (purchase_bill_add, sale_bill_audit…),
 * so each handler checks it against the caller's permissions before doing anything.
 */
export async function billRoutes(api: App, services: Services, registry: BillTypeRegistry): Promise<void> {
  const bills = new BillService(services.db);
  const typeOf = (name: string) => registry.get(name) ?? (() => { throw notFound(); })();
  const need = (ctx: RequestContext, meta: BillMeta, action: BillAction) => {
    if (!ctx.tenant!.permissions.can(billFunctions(meta, action))) throw forbidden();
  };
  // A member who cannot see a trading document's prices (column rights) would save the lines without them, i.e. at
  // 0: writing such a document needs its amount column. Stock documents without a partner price nothing by hand.
  const needAmounts = (req: FastifyRequest, meta: BillMeta) => {
    if (meta.partner && hiddenFieldsOf(req, billTypeColumns).has('price')) throw forbidden('bill.amountsHidden');
  };
  const read = (ctx: RequestContext, meta: BillMeta) => {
    if (!billPages(meta).some((page) => ctx.tenant!.permissions.canOpen(page))) throw forbidden();
  };
  const tags = ['bills'];
  await invoiceRoutes(api, services);

  api.get('/bills/:type', { config: { columns: billTypeColumns }, schema: { tags, params: TypeParams, querystring: ListQuery, response: { 200: envelope(BillList) } } }, async (req) => {
    const type = typeOf(req.params.type);
    read(req.ctx, type.meta);
    const q = req.query;
    if (q.date_from && q.date_to) {
      const bad = checkDateRange(q.date_from, q.date_to);
      if (bad) throw invalidFields({ date_to: bad });
    }
    let base = services.db.selectFrom('bill').where('enterprise_id', '=', req.ctx.tenant!.enterpriseId).where('type', '=', type.meta.type);
    if (q.keyword) {
      const like = `%${q.keyword}%`;
      // Invoices are found by their invoice number too.
      base = base.where((eb) => eb.or([eb('bill_sn', 'ilike', like), eb('remark', 'ilike', like), ...(type.meta.invoice ? [eb(sql<string>`ext ->> 'invoice_no'`, 'ilike', like)] : [])]));
    }
    if (q.invoice_status) base = base.where('invoice_status', 'in', q.invoice_status === notFullyInvoiced ? [InvoiceStatus.none, InvoiceStatus.partly] : [q.invoice_status]);
    if (q.audit_status) base = base.where('audit_status', '=', q.audit_status);
    if (q.partner_id) base = base.where('partner_id', '=', q.partner_id);
    if (q.date_from) base = base.where('bill_date', '>=', q.date_from);
    if (q.date_to) base = base.where('bill_date', '<=', q.date_to);
    const [rows, totals] = await Promise.all([
      base.selectAll().orderBy('bill_date', 'desc').orderBy('id', 'desc').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
      base.select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(total_amount), 0)`.as('amount'), sql<string>`coalesce(sum(total_number), 0)`.as('number'), sql<string>`coalesce(sum(tax_amount), 0)`.as('tax')]).executeTakeFirstOrThrow(),
    ]);
    return ok({
      list: await withNames(services.db, req.ctx.tenant!.enterpriseId, rows.map((h) => billView({ header: h, lines: [], money_lines: [], settlements: [] })).map(({ lines: _l, ...h }) => h)),
      total: Number(totals.n), page: q.page, page_size: q.page_size,
      totals: { total_amount: amount(totals.amount), total_number: qty(totals.number), tax_amount: amount(totals.tax) },
    });
  });

  api.post('/bills/:type', { schema: { tags, params: TypeParams, body: BillBody, response: { 200: envelope(BillCreatedSchema) } } }, async (req) => {
    const type = typeOf(req.params.type);
    need(req.ctx, type.meta, 'add');
    if (req.body.audit) need(req.ctx, type.meta, 'audit');
    needAmounts(req, type.meta);
    return ok(await bills.create(req.ctx.tenant!, type, req.body));
  });

  api.get('/bills/:type/:id', { config: { columns: billTypeColumns }, schema: { tags, params: TypeIdParams, response: { 200: envelope(BillSchema) } } }, async (req) => {
    const type = typeOf(req.params.type);
    read(req.ctx, type.meta);
    const bill = await namedBill(services.db, req.ctx.tenant!.enterpriseId, type.meta.type, req.params.id);
    if (!bill) throw notFound();
    return ok({ ...bill, ...(await billVoucherLink(services.db, req.ctx.tenant!.enterpriseId, type.meta.type, bill.id)) });
  });

  // The stock-ledger rows a bill wrote and their cost now: whoever may read the bill may read what it moved.
  api.get('/bills/:type/:id/stock-moves', { config: { columns: stockMoveColumns }, schema: { tags, params: TypeIdParams, response: { 200: envelope(BillStockMovesSchema) } } }, async (req) => {
    const type = typeOf(req.params.type);
    read(req.ctx, type.meta);
    const e = req.ctx.tenant!.enterpriseId;
    const exists = await services.db.selectFrom('bill').select('id').where('enterprise_id', '=', e).where('type', '=', type.meta.type).where('id', '=', req.params.id).executeTakeFirst();
    if (!exists) throw notFound();
    return ok(await billStockMoves(services.db, e, type.meta.type, req.params.id));
  });

  api.put('/bills/:type/:id', { schema: { tags, params: TypeIdParams, body: BillUpdateBodySchema, response: { 200: envelope(BillUpdatedSchema) } } }, async (req) => {
    const type = typeOf(req.params.type);
    need(req.ctx, type.meta, 'edit');
    if (req.body.audit) need(req.ctx, type.meta, 'audit');
    needAmounts(req, type.meta);
    const { version, ...body } = req.body;
    return ok((await bills.update(req.ctx.tenant!, type, req.params.id, body, version)) ?? {});
  });

  api.delete('/bills/:type/:id', { schema: { tags, params: TypeIdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    const type = typeOf(req.params.type);
    need(req.ctx, type.meta, 'del');
    await bills.remove(req.ctx.tenant!, type, req.params.id);
    return ok({});
  });

  const actionCode = { audit: 'audit', reject: 'audit', reverse: 'reverse', void: 'void' } as const;
  api.post('/bills/:type/:id/audit', { schema: { tags, params: TypeIdParams, body: BillAuditBodySchema, response: { 200: envelope(BillAuditResultSchema) } } }, async (req) => {
    const type = typeOf(req.params.type);
    need(req.ctx, type.meta, actionCode[req.body.action]);
    return ok(await auditBill(services.db, req.ctx.tenant!, type, req.params.id, req.body.action, req.body.remark, req.body.version));
  });

  api.post('/bills/:type/batch-audit', {
    schema: { tags, params: TypeParams, body: BillBatchAuditBodySchema, response: { 200: envelope(BatchAuditResult) } },
  }, async (req) => {
    const type = typeOf(req.params.type);
    need(req.ctx, type.meta, actionCode[req.body.action]);
    const results = [];
    for (const id of req.body.ids) {
      try {
        results.push({ id, code: 2000, ...(await auditBill(services.db, req.ctx.tenant!, type, id, req.body.action, req.body.remark)) });
      } catch (e) {
        const err = e as { code?: number; key?: string };
        if (typeof err.code !== 'number') throw e;
        results.push({ id, code: err.code, msg: translate(req.ctx.language, err.key ?? '') });
      }
    }
    return ok({ results });
  });
}
