import { hiddenFields } from '../../platform/permissions/answer-columns.ts';
import { billMoney } from '../../platform/permissions/column-groups.ts';
import {
  billMetaOf, billPages, Code, idSchema, isPrintKind, PrintLayoutSchema, PrintPaperSchema, PrintTemplateFileSchema, printTemplateFileName, queryId, readTemplateFile, refIdSchema,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { isMessageKey, translate } from '../../platform/i18n/server-messages.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { receiveLogo } from './print-logo.ts';
import {
  copyTemplate, deleteTemplate, exportTemplate, importTemplate, listTemplates, printData, printSettings, saveTemplate, savePrintSettings, templateFor, voucherPrintData,
} from './printing.service.ts';

const tags = ['printing'];
const Kind = z.string().max(40).refine(isPrintKind, 'print.kind');
const Template = z.object({
  id: z.number(), kind: z.string(), name: z.string(), is_default: z.boolean(), paper: PrintPaperSchema, layout: PrintLayoutSchema, builtin: z.boolean().optional(),
});
const TemplateBody = z.object({
  id: refIdSchema().optional().describe('updates this template; none creates one'),
  kind: Kind, name: z.string().trim().min(1, 'field.required').max(60, 'field.tooLong'), is_default: z.boolean().default(false),
  paper: PrintPaperSchema, layout: PrintLayoutSchema,
});
const Settings = z.object({
  paper: PrintPaperSchema, copies: z.number().int().min(1, 'field.invalid').max(10, 'field.invalid'),
  printers: z.array(z.string().trim().min(1, 'field.required').max(100, 'field.tooLong')).max(20),
});
const IdParams = z.object({ id: idSchema() });
const PrintParams = z.object({ bill_type: z.string().max(40), id: idSchema() });
const s = z.string();
// The money and the partner are absent for whoever the bill's page hides them from (column rights).
const hid = s.optional();
const Line = z.object({ product_code: s, product_name: s, spec: s, unit_name: s, number: s, price: hid, amount: hid, discount_amount: hid, remark: s, tax_rate: s, tax_amount: hid });
const Data = z.object({
  tax_amount: hid, invoice_no: s.optional(), invoice_code: s.optional(), invoice_date: s.optional(), attachments: z.number().optional(), poster_name: s.optional(),
  voucher_lines: z.array(z.object({ summary: s, subject: s, debit: s, credit: s })).optional(),
  bill_type: s, bill_sn: s, bill_date: s, partner_name: hid, store_name: s, out_store_name: s, in_store_name: s, remark: s, total_number: s, total_amount: hid,
  audit_status: z.number(), principal_name: s, department_name: s, company: s, maker_name: s, auditor_name: s, amount_in_words: hid,
  lines: z.array(Line), money_lines: z.array(z.object({ account_name: s, category_name: s, amount: hid, remark: s })),
});

const tenantOf = (ctx: RequestContext) => requireTenant(ctx);
/** Reading a template's file is for those who design templates (either designer page). */
const designer = (ctx: RequestContext) => {
  const p = tenantOf(ctx).permissions;
  if (!p.canOpen('printTemplateDesigner') && !p.canOpen('goodsPrintTemplate')) throw forbidden();
};

/**
 * Print templates and print settings (issue 20 item 4, API.md "Reports"). Any member reads the templates and
 * settings (every print button needs them); designing takes the designer page's functions, settings print_setting_edit.
 * `GET /print/:bill_type/:id` is a print job: the template, the settings and the bill, under the bill type's page right.
 */
export async function printingRoutes(api: App, { db: rawDb, files }: ModuleServices): Promise<void> {
  const db = rawDb as Kysely<DB>;
  const e = (ctx: RequestContext) => tenantOf(ctx).enterpriseId;

  api.get('/print-templates', { schema: { tags, querystring: z.object({ kind: Kind.optional() }), response: { 200: envelope(z.object({ list: z.array(Template) })) } } },
    async (req) => ok({ list: await listTemplates(db, e(req.ctx), req.query.kind) }));

  api.post('/print-templates', { config: { permission: ['print_template_add', 'print_template_edit'] }, schema: { tags, body: TemplateBody, response: { 200: envelope(Template) } } }, async (req) => {
    // Either right passes the gate; creating takes _add, `id` (an update) takes _edit.
    if (!tenantOf(req.ctx).permissions.can(req.body.id ? 'print_template_edit' : 'print_template_add')) throw forbidden();
    return ok(await saveTemplate(db, e(req.ctx), req.body));
  });

  api.delete('/print-templates/:id', { config: { permission: 'print_template_del' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await deleteTemplate(db, e(req.ctx), req.params.id);
    return ok({});
  });

  api.post('/print-templates/:id/copy', { config: { permission: 'print_template_copy' }, schema: { tags, params: IdParams, response: { 200: envelope(Template) } } },
    async (req) => ok(await copyTemplate(db, e(req.ctx), req.params.id)));

  api.get('/print-templates/:id/export', { schema: { tags, params: IdParams, response: { 200: PrintTemplateFileSchema } } }, async (req, reply) => {
    designer(req.ctx);
    const file = await exportTemplate(db, files, e(req.ctx), req.params.id);
    const name = encodeURIComponent(printTemplateFileName(file.name));
    return reply.header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`).send(file);
  });

  // The body is read here, not by a schema: a file that is no template, of another version or kind, or with a wrong
  // element is refused with what is wrong and where (layout.columns…), in the reader's language.
  api.post('/print-templates/import', {
    config: { permission: 'print_template_add' },
    schema: { tags, body: z.record(z.string(), z.unknown()).describe('a file exported by GET /print-templates/:id/export'), response: { 200: envelope(Template) } },
  }, async (req) => {
    const read = readTemplateFile(req.body);
    if ('problem' in read) {
      const { key, path, reason } = read.problem;
      const reasonKey = reason && isMessageKey(reason) ? reason : 'field.invalid';
      throw new AppError(Code.validation, key, { fields: { [path ?? 'file']: path ? reasonKey : key } }, { path: path ?? '', reason: translate(req.ctx.language, reasonKey) });
    }
    return ok(await importTemplate(db, files, e(req.ctx), read.file));
  });

  api.post('/print-templates/logo', {
    config: { permission: ['print_template_add', 'print_template_edit'] },
    schema: { tags, description: 'multipart `file`: the company logo of a template (PNG or JPG, at most 512 KB)', response: { 200: envelope(z.object({ url: z.string(), size: z.number() })) } },
  }, async (req) => ok(await receiveLogo(req, files)));

  api.get('/print-settings', { schema: { tags, response: { 200: envelope(Settings) } } }, async (req) => ok(await printSettings(db, e(req.ctx))));

  api.put('/print-settings', { config: { permission: 'print_setting_edit' }, schema: { tags, body: Settings, response: { 200: envelope(Settings) } } },
    async (req) => ok(await savePrintSettings(db, e(req.ctx), req.body)));

  api.get('/print/:bill_type/:id', {
    schema: { tags, params: PrintParams, querystring: z.object({ template_id: queryId().optional() }), response: { 200: envelope(z.object({ template: Template, settings: Settings, data: Data })) } },
  }, async (req) => {
    if (req.params.bill_type === 'voucher') {
      // A voucher prints through the voucher kind's template, for whoever may print vouchers.
      const p = tenantOf(req.ctx).permissions;
      if (!(p.canOpen('voucherList') || p.canOpen('voucherCheck')) || !p.can('voucher_print')) throw forbidden();
      const [template, settings, data] = await Promise.all([
        templateFor(db, e(req.ctx), 'voucher', req.query.template_id), printSettings(db, e(req.ctx)), voucherPrintData(db, e(req.ctx), req.params.id, req.ctx.language),
      ]);
      return ok({ template, settings, data });
    }
    const meta = billMetaOf(req.params.bill_type);
    if (!meta) throw notFound('print.kind');
    const permissions = tenantOf(req.ctx).permissions;
    if (!billPages(meta).some((page) => permissions.canOpen(page))) throw forbidden();
    // A clerk who may not see the bill's amounts still prints it (a delivery note): the job is built without the
    // prices, amounts, tax and capitals (and the partner) the bill's pages hide from them (ISSUE 11 column rights).
    const hidden = hiddenFields(permissions, billPages(meta), billMoney);
    const [template, settings, data] = await Promise.all([
      templateFor(db, e(req.ctx), meta.type, req.query.template_id),
      printSettings(db, e(req.ctx)),
      printData(db, e(req.ctx), meta.type, req.params.id, req.ctx.language, hidden),
    ]);
    return ok({ template, settings, data });
  });
}
