import {
  AuditStatus, BillTypeIdParamsSchema as TypeIdParams, BillTypeParamsSchema as TypeParams, InvoiceCertifyBodySchema as CertifyBody, InvoiceOpenLinesQuerySchema as OpenLinesQuery,
  InvoiceOpenLinesSchema, InvoiceRegisterQuerySchema as RegisterQuery, InvoiceUninvoicedQuerySchema as UninvoicedQuery, UninvoicedBillsSchema,
  chinaToday, Code, Decimal, InvoiceStatus, amount, billFunctions, billMetaOf, billPages, billTypeName, checkDateRange, qty, type BillMeta,
} from '@zf/shared';
import { sql } from 'kysely';
import { AppError, forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { billTypeColumns } from '../../platform/permissions/column-groups.ts';
import { hiddenFieldsOf } from '../../platform/permissions/answer-columns.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { logChange } from '../resource/change-log.ts';
import { writeSheet } from '../resource/workbook.ts';
import { linesWithProducts, withNames } from './bill-names.ts';
import { invoiceRegisterSheet } from './invoice-sheet.ts';
import './invoice.messages.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['bills'];

/**
 * Invoice routes beside the document routes (API.md: invoices are /bills/purchase-invoices and /bills/sale-invoices):
 * the open (uninvoiced) lines an invoice may take, the uninvoiced documents of each side, the invoice register as an
 * Excel file, and the certification of a purchase invoice's input VAT.
 */
export async function invoiceRoutes(api: App, { db }: Services): Promise<void> {
  const invoiceType = (type: string): BillMeta & { invoice: NonNullable<BillMeta['invoice']> } => {
    const meta = billMetaOf(type);
    if (!meta?.invoice) throw notFound();
    return meta as BillMeta & { invoice: NonNullable<BillMeta['invoice']> };
  };
  const read = (ctx: RequestContext, meta: BillMeta) => {
    if (!billPages(meta).some((page) => ctx.tenant!.permissions.canOpen(page))) throw forbidden();
  };
  const range = (q: { date_from?: string; date_to?: string }) => {
    if (q.date_from && q.date_to) {
      const bad = checkDateRange(q.date_from, q.date_to);
      if (bad) throw invalidFields({ date_to: bad });
    }
  };

  // What an invoice may still take: approved lines of the partner's bills (or, `red`, returns and earlier invoices), with what is open.
  api.get('/invoices/:type/open-lines', { config: { columns: billTypeColumns }, schema: { tags, params: TypeParams, querystring: OpenLinesQuery, response: { 200: envelope(InvoiceOpenLinesSchema) } } }, async (req) => {
    const meta = invoiceType(req.params.type);
    read(req.ctx, meta);
    const e = req.ctx.tenant!.enterpriseId;
    const q = req.query;
    if (!q.partner_id && !q.bill_ids) throw invalidFields({ partner_id: 'field.required' });
    let rows = db.selectFrom('bill_line as l')
      .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'l.enterprise_id').onRef('b.id', '=', 'l.bill_id'))
      .select(['l.id as line_id', 'l.bill_id', 'b.type as bill_type', 'b.bill_sn', 'b.bill_date', 'b.partner_id', 'l.product_id', 'l.unit_id', 'l.number', 'l.price',
        'l.amount', 'l.tax_rate', 'l.tax_amount', 'l.invoiced_number', 'l.invoiced_amount', 'l.invoiced_tax'])
      .where('l.enterprise_id', '=', e).where('b.audit_status', '=', AuditStatus.approved)
      .where((eb) => {
        const uninvoiced = (type: string) => eb.and([eb('b.type', '=', billTypeName(type)), eb('b.invoice_status', 'in', [InvoiceStatus.none, InvoiceStatus.partly])]);
        // Red: the returns' lines, and the lines of earlier blue invoices a red invoice may take back.
        return q.red ? eb.or([uninvoiced(meta.invoice.red), eb.and([eb('b.type', '=', billTypeName(meta.type)), sql<boolean>`NOT coalesce((b.ext ->> 'red')::boolean, false)`])]) : uninvoiced(meta.invoice.blue);
      })
      .where(sql<boolean>`l.invoiced_number < l.number`);
    if (q.partner_id) rows = rows.where('b.partner_id', '=', q.partner_id);
    if (q.bill_ids) rows = rows.where('b.id', 'in', q.bill_ids);
    const lines = await rows.orderBy('b.bill_date').orderBy('b.id').orderBy('l.line_no').limit(2000).execute();
    const named = await linesWithProducts(db, e, lines);
    return ok({
      list: named.map((l) => ({
        ...l, price: l.number === '0' ? l.price : new Decimal(l.amount).div(l.number).toFixed(6),
        open_number: qty(new Decimal(l.number).sub(l.invoiced_number)), open_amount: amount(new Decimal(l.amount).sub(l.invoiced_amount)),
        open_tax: amount(new Decimal(l.tax_amount).sub(l.invoiced_tax)),
      })),
    });
  });

  // Uninvoiced documents of one side (bills and returns not yet fully invoiced), oldest first, with what is open.
  api.get('/invoices/:type/uninvoiced', { config: { columns: billTypeColumns }, schema: { tags, params: TypeParams, querystring: UninvoicedQuery, response: { 200: envelope(UninvoicedBillsSchema) } } }, async (req) => {
    const meta = invoiceType(req.params.type);
    read(req.ctx, meta);
    const e = req.ctx.tenant!.enterpriseId;
    const q = req.query;
    range(q);
    let base = db.selectFrom('bill as b').where('b.enterprise_id', '=', e).where('b.type', 'in', [billTypeName(meta.invoice.blue), billTypeName(meta.invoice.red)])
      .where('b.audit_status', '=', AuditStatus.approved).where('b.invoice_status', 'in', [InvoiceStatus.none, InvoiceStatus.partly]);
    if (q.partner_id) base = base.where('b.partner_id', '=', q.partner_id);
    if (q.date_from) base = base.where('b.bill_date', '>=', q.date_from);
    if (q.date_to) base = base.where('b.bill_date', '<=', q.date_to);
    if (q.keyword) base = base.where('b.bill_sn', 'ilike', `%${q.keyword}%`);
    // What is invoiced is summed from the lines (one grouped subquery for the page, not one query per bill).
    const invoiced = sql<string>`(SELECT coalesce(sum(l.invoiced_amount + l.invoiced_tax), 0) FROM bill_line l WHERE l.enterprise_id = b.enterprise_id AND l.bill_id = b.id)`;
    const [rows, totals] = await Promise.all([
      base.select(['b.id', 'b.type', 'b.bill_sn', 'b.bill_date', 'b.partner_id', 'b.store_id', 'b.out_store_id', 'b.in_store_id', 'b.total_amount', 'b.tax_amount', 'b.invoice_status', invoiced.as('invoiced_amount')])
        .orderBy('b.bill_date').orderBy('b.id').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
      base.select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(b.total_amount + b.tax_amount - ${invoiced}), 0)`.as('open')]).executeTakeFirstOrThrow(),
    ]);
    const named = await withNames(db, e, rows);
    return ok({
      list: named.map((b) => ({
        id: b.id, type: b.type, bill_sn: b.bill_sn, bill_date: b.bill_date, partner_id: b.partner_id, partner_name: b.partner_name, total_amount: b.total_amount,
        tax_amount: b.tax_amount, invoiced_amount: amount(b.invoiced_amount), open_amount: amount(new Decimal(b.total_amount).add(b.tax_amount).sub(b.invoiced_amount)), invoice_status: b.invoice_status,
      })),
      total: Number(totals.n), totals: { open_amount: amount(totals.open) },
    });
  });

  // The invoice register as an Excel file: the list's filters, every matching invoice, totals at the bottom.
  api.get('/invoices/:type/export', { schema: { tags, params: TypeParams, querystring: RegisterQuery } }, async (req, reply) => {
    const meta = invoiceType(req.params.type);
    if (!req.ctx.tenant!.permissions.can(billFunctions(meta, 'export'))) throw forbidden();
    // A file hands the register out whole: not to whoever may not see a document's partner, amounts or tax.
    if (hiddenFieldsOf(req, billTypeColumns).size) throw forbidden('bill.amountsHidden');
    const e = req.ctx.tenant!.enterpriseId;
    const q = req.query;
    range(q);
    let base = db.selectFrom('bill').selectAll().where('enterprise_id', '=', e).where('type', '=', meta.type);
    if (q.partner_id) base = base.where('partner_id', '=', q.partner_id);
    if (q.date_from) base = base.where('bill_date', '>=', q.date_from);
    if (q.date_to) base = base.where('bill_date', '<=', q.date_to);
    if (q.audit_status) base = base.where('audit_status', '=', q.audit_status);
    if (q.keyword) base = base.where((eb) => eb.or([eb('bill_sn', 'ilike', `%${q.keyword}%`), eb(sql<string>`ext ->> 'invoice_no'`, 'ilike', `%${q.keyword}%`)]));
    const rows = await withNames(db, e, await base.orderBy('bill_date').orderBy('id').limit(100000).execute());
    const sheet = invoiceRegisterSheet(meta, rows, req.ctx.language);
    const writer = writeSheet(sheet.name, sheet.header);
    for (const row of sheet.rows) writer.add(row);
    const name = encodeURIComponent(sheet.name);
    return reply.type(xlsxType).header('content-disposition', `attachment; filename="${name}.xlsx"; filename*=UTF-8''${name}.xlsx`).send(await writer.finish());
  });

  // Input VAT certified (认证) on an approved purchase invoice, or the mark withdrawn; a certified invoice cannot be reversed.
  // Only purchase invoices are certified, so the function code is theirs.
  api.post('/bills/:type/:id/certify', { config: { permission: 'purchase_invoice_certify' }, schema: { tags, params: TypeIdParams, body: CertifyBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    const meta = invoiceType(req.params.type);
    if (!meta.invoice.certifies) throw notFound();
    const tenant = req.ctx.tenant!;
    const date = req.body.certified ? req.body.certified_date ?? chinaToday() : '';
    await db.transaction().execute(async (tx) => {
      const bill = await tx.selectFrom('bill').select(['id', 'bill_sn', 'audit_status', 'ext']).where('enterprise_id', '=', tenant.enterpriseId).where('type', '=', meta.type)
        .where('id', '=', req.params.id).forUpdate().executeTakeFirst();
      if (!bill) throw notFound();
      if (bill.audit_status !== AuditStatus.approved) throw new AppError(Code.conflict, 'invoice.certifyNotApproved');
      if (bill.ext.red === true) throw new AppError(Code.conflict, 'invoice.certifyRedNot');
      await tx.updateTable('bill').set({ ext: JSON.stringify({ ...bill.ext, certified: req.body.certified, certified_date: date }), update_time: nowSeconds() })
        .where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', bill.id).execute();
      await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: meta.type, recordId: bill.id, action: 'update', summary: `${bill.bill_sn} certify`, changes: { certified: [bill.ext.certified ?? false, req.body.certified] } });
    });
    return ok({});
  });
}
