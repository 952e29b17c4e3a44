import { hiddenFields } from '../../platform/permissions/answer-columns.ts';
import { billMoney } from '../../platform/permissions/column-groups.ts';
import {
  allPages, billMetaOf, billPages, Code, PrintJobParamsSchema, PrintJobQuerySchema, PrintJobSchema, PrintLogoAnswerSchema, PrintSettingsSchema, PrintTemplateBodySchema,
  PrintTemplateFileSchema, printTemplateFileName, PrintTemplateIdParamsSchema as IdParams, PrintTemplateImportBodySchema, PrintTemplateListSchema,
  PrintTemplateQuerySchema, PrintTemplateSchema as Template, readTemplateFile,
} from '@zf/shared';
import type { Kysely } from 'kysely';
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
/**
 * The pages that read the templates and settings: the designers, 打印设置, and every page with a print button (a
 * `*_print` function). A member who opens none of them is refused (issue 29 item 7).
 */
const printPages = ['printTemplateDesigner', 'goodsPrintTemplate', 'printSetting', ...allPages().filter((p) => p.funs.some((f) => f.code.endsWith('_print'))).map((p) => p.name)];
const tenantOf = (ctx: RequestContext) => requireTenant(ctx);
/** Reading a template's file is for those who design templates (either designer page). */
const designer = (ctx: RequestContext) => {
  const p = tenantOf(ctx).permissions;
  if (!p.canOpen('printTemplateDesigner') && !p.canOpen('goodsPrintTemplate')) throw forbidden();
};

/**
 * Print templates and print settings (issue 20 item 4, API.md "Reports"). Whoever opens a page that prints reads
 * the templates and settings (`printPages`); designing takes the designer page's functions, settings print_setting_edit.
 * `GET /print/:bill_type/:id` is a print job: the template, the settings and the bill, under the bill type's page right.
 */
export async function printingRoutes(api: App, { db: rawDb, files }: ModuleServices): Promise<void> {
  const db = rawDb as Kysely<DB>;
  const e = (ctx: RequestContext) => tenantOf(ctx).enterpriseId;

  api.get('/print-templates', { config: { pages: printPages }, schema: { tags, querystring: PrintTemplateQuerySchema, response: { 200: envelope(PrintTemplateListSchema) } } },
    async (req) => ok({ list: await listTemplates(db, e(req.ctx), req.query.kind) }));

  api.post('/print-templates', { config: { permission: ['print_template_add', 'print_template_edit'] }, schema: { tags, body: PrintTemplateBodySchema, response: { 200: envelope(Template) } } }, async (req) => {
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
    schema: { tags, body: PrintTemplateImportBodySchema, response: { 200: envelope(Template) } },
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
    schema: { tags, description: 'multipart `file`: the company logo of a template (PNG or JPG, at most 512 KB)', response: { 200: envelope(PrintLogoAnswerSchema) } },
  }, async (req) => ok(await receiveLogo(req, files)));

  api.get('/print-settings', { config: { pages: printPages }, schema: { tags, response: { 200: envelope(PrintSettingsSchema) } } }, async (req) => ok(await printSettings(db, e(req.ctx))));

  api.put('/print-settings', { config: { permission: 'print_setting_edit' }, schema: { tags, body: PrintSettingsSchema, response: { 200: envelope(PrintSettingsSchema) } } },
    async (req) => ok(await savePrintSettings(db, e(req.ctx), req.body)));

  api.get('/print/:bill_type/:id', {
    schema: { tags, params: PrintJobParamsSchema, querystring: PrintJobQuerySchema, response: { 200: envelope(PrintJobSchema) } },
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
