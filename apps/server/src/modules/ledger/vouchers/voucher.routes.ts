import {
  VoucherBatchAnswerSchema as BatchAnswer, VoucherBatchStatusBodySchema as BatchStatusBody, VoucherIdParamsSchema as IdParams,
  VoucherImportAnswerSchema as ImportAnswer, VoucherRenumberAnswerSchema as RenumberAnswer, VoucherRenumberBodySchema as RenumberBody,
  VoucherReverseBodySchema as ReverseBody, VoucherSavedSchema as SavedAnswer, VoucherStatusAnswerSchema as StatusAnswer,
  VoucherStatusBodySchema as StatusBody, VoucherBodySchema as VoucherBody, VoucherDetailSchema as VoucherDetail, VoucherListSchema as VoucherList,
  VoucherQuerySchema as VoucherQuery, type VoucherBodyInput,
} from '@zf/shared';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  changeVoucherStatus, createVoucher, deleteVoucher, renumberVouchers, reverseVoucher, updateVoucher, voucherNo, type VoucherAction,
} from '../../../engines/ledger/index.ts';
import { logChange, madeValues } from '../../../engines/resource/change-log.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { AppError, forbidden } from '../../../platform/http/app-error.ts';
import type { App } from '../../../platform/http/create-server.ts';
import { envelope, ok } from '../../../platform/http/envelope.ts';
import { readXlsxUpload } from '../../../platform/http/upload.ts';
import { translate } from '../../../platform/i18n/server-messages.ts';
import type { RequestContext } from '../../../platform/tenancy/context.ts';
import type { ModuleServices } from '../../module-services.ts';
import { voucherLookupRoutes } from './voucher-lookups.routes.ts';
import { exportVouchers, importVouchers, voucherTemplate } from './voucher-excel.ts';
import { listVouchers, voucherDetail } from './voucher.query.ts';
import './vouchers.messages.ts';

const tags = ['vouchers'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The function codes of each status action: the voucher list page (voucherList) and the check centre page
 * (voucherCheck, 凭证审核) both audit and unaudit; posting and unposting belong to the list page.
 */
export const actionFuns: Record<VoucherAction, readonly string[]> = {
  audit: ['voucher_audit', 'voucher_check_audit'],
  unaudit: ['voucher_reverse', 'voucher_check_reverse'],
  post: ['voucher_post'],
  unpost: ['voucher_unpost'],
};
const allActionFuns = [...new Set(Object.values(actionFuns).flat())];

const canAct = (ctx: RequestContext, action: VoucherAction) => actionFuns[action].some((f) => ctx.tenant!.permissions.can(f));
const canRead = (ctx: RequestContext) => ctx.tenant!.permissions.canOpen('voucherList') || ctx.tenant!.permissions.canOpen('voucherCheck');
const who = (ctx: RequestContext) => ({ enterpriseId: ctx.tenant!.enterpriseId, employeeId: ctx.tenant!.employeeId });

const voucherInput = (body: VoucherBodyInput) => ({
  voucher_date: body.voucher_date, word: body.word, attachments: body.attachments, remark: body.remark,
  lines: body.lines.map((l) => ({ ...l, debit: l.debit || null, credit: l.credit || null })),
});

function sendXlsx(reply: FastifyReply, file: Buffer, name: string) {
  const encoded = encodeURIComponent(name);
  return reply.type(xlsxType).header('content-disposition', `attachment; filename="${encoded}.xlsx"; filename*=UTF-8''${encoded}.xlsx`).send(file);
}

/** Vouchers: list, entry, audit and post, reversal, renumbering, import, export and print (API.md Finance). */
export async function voucherRoutes(api: App, services: ModuleServices): Promise<void> {
  const db = services.db as Kysely<DB>;
  const log = (ctx: RequestContext, recordId: number, action: 'create' | 'update' | 'delete' | 'import', summary: string, changes?: object) =>
    logChange(db, { ...who(ctx), resource: 'vouchers', recordId, action, summary, changes: changes && madeValues(changes) });
  await voucherLookupRoutes(api, db);

  api.get('/vouchers', { schema: { tags, querystring: VoucherQuery, response: { 200: envelope(VoucherList) } } }, async (req) => {
    if (!canRead(req.ctx)) throw forbidden();
    return ok(await listVouchers(db, req.ctx.tenant!.enterpriseId, req.query, req.ctx.language));
  });

  api.get('/vouchers/export', { config: { permission: 'voucher_export' }, schema: { tags, querystring: VoucherQuery } }, async (req, reply) =>
    sendXlsx(reply, await exportVouchers(db, req.ctx.tenant!.enterpriseId, req.query, req.ctx.language), translate(req.ctx.language, 'voucherExport.sheet')));

  api.get('/vouchers/import-template', { config: { permission: 'voucher_import' }, schema: { tags } }, async (req, reply) =>
    sendXlsx(reply, await voucherTemplate(req.ctx.language), `${translate(req.ctx.language, 'voucherExport.sheet')}-template`));

  api.post('/vouchers/import', { config: { permission: 'voucher_import' }, schema: { tags, response: { 200: envelope(ImportAnswer) } } }, async (req) => {
    const data = await readXlsxUpload(req);
    const outcome = await importVouchers(db, req.ctx.tenant!.enterpriseId, req.ctx.tenant!.employeeId, data, req.ctx.language);
    if (outcome.created) await log(req.ctx, 0, 'import', outcome.vouchers.map((v) => v.voucher_no).join(' '), { vouchers: outcome.vouchers });
    return ok(outcome);
  });

  api.get('/vouchers/:id', { schema: { tags, params: IdParams, response: { 200: envelope(VoucherDetail) } } }, async (req) => {
    if (!canRead(req.ctx)) throw forbidden();
    return ok(await voucherDetail(db, req.ctx.tenant!.enterpriseId, req.params.id, req.ctx.language));
  });

  api.post('/vouchers', { config: { permission: 'voucher_add' }, schema: { tags, body: VoucherBody, response: { 200: envelope(SavedAnswer) } } }, async (req) => {
    const saved = await db.transaction().execute((tx) =>
      createVoucher(tx, req.ctx.tenant!.enterpriseId, voucherInput(req.body), { kind: 'manual', makerId: req.ctx.tenant!.employeeId }));
    await log(req.ctx, saved.id, 'create', saved.voucher_no, { voucher_date: req.body.voucher_date, lines: req.body.lines.length });
    return ok(saved);
  });

  api.put('/vouchers/:id', { config: { permission: 'voucher_edit' }, schema: { tags, params: IdParams, body: VoucherBody, response: { 200: envelope(SavedAnswer) } } }, async (req) => {
    const saved = await db.transaction().execute((tx) =>
      updateVoucher(tx, req.ctx.tenant!.enterpriseId, req.params.id, voucherInput(req.body), { version: req.body.version }));
    await log(req.ctx, saved.id, 'update', saved.voucher_no, { voucher_date: req.body.voucher_date, lines: req.body.lines.length });
    return ok(saved);
  });

  api.delete('/vouchers/:id', { config: { permission: 'voucher_del' }, schema: { tags, params: IdParams, response: { 200: envelope(SavedAnswer) } } }, async (req) => {
    const e = req.ctx.tenant!.enterpriseId;
    const gone = await db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('voucher').select(['id', 'period', 'word', 'number']).where('enterprise_id', '=', e).where('id', '=', req.params.id).executeTakeFirst();
      await deleteVoucher(tx, e, req.params.id);
      return { ...before!, voucher_no: voucherNo(before!.word, before!.number) };
    });
    await log(req.ctx, req.params.id, 'delete', gone.voucher_no);
    return ok(gone);
  });

  const changeStatus = async (ctx: RequestContext, id: number, action: VoucherAction) => {
    const status = await db.transaction().execute((tx) => changeVoucherStatus(tx, ctx.tenant!.enterpriseId, id, action, ctx.tenant!.employeeId));
    await log(ctx, id, 'update', action, { action, status });
    return status;
  };

  api.post('/vouchers/:id/audit', { config: { permission: allActionFuns }, schema: { tags, params: IdParams, body: StatusBody, response: { 200: envelope(StatusAnswer) } } }, async (req) => {
    if (!canAct(req.ctx, req.body.action)) throw forbidden();
    return ok({ status: await changeStatus(req.ctx, req.params.id, req.body.action) });
  });

  api.post('/vouchers/batch-audit', { config: { permission: allActionFuns }, schema: { tags, body: BatchStatusBody, response: { 200: envelope(BatchAnswer) } } }, async (req) => {
    if (!canAct(req.ctx, req.body.action)) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const numbers = new Map((await db.selectFrom('voucher').select(['id', 'word', 'number']).where('enterprise_id', '=', e).where('id', 'in', req.body.ids).execute())
      .map((v) => [v.id, voucherNo(v.word, v.number)]));
    let done = 0;
    const errors: Array<{ id: number; voucher_no: string; message: string }> = [];
    for (const id of [...new Set(req.body.ids)]) {
      try {
        await changeStatus(req.ctx, id, req.body.action);
        done += 1;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        errors.push({ id, voucher_no: numbers.get(id) ?? String(id), message: translate(req.ctx.language, err.key, err.params) });
      }
    }
    return ok({ done, errors });
  });

  api.post('/vouchers/:id/reverse', { config: { permission: 'voucher_add' }, schema: { tags, params: IdParams, body: ReverseBody, response: { 200: envelope(SavedAnswer) } } }, async (req) => {
    const saved = await db.transaction().execute((tx) =>
      reverseVoucher(tx, req.ctx.tenant!.enterpriseId, req.params.id, req.body.voucher_date, req.ctx.tenant!.employeeId));
    await log(req.ctx, saved.id, 'create', saved.voucher_no, { reverses_id: req.params.id });
    return ok(saved);
  });

  api.post('/vouchers/renumber', { config: { permission: 'voucher_renumber' }, schema: { tags, body: RenumberBody, response: { 200: envelope(RenumberAnswer) } } }, async (req) => {
    const moved = await db.transaction().execute((tx) => renumberVouchers(tx, req.ctx.tenant!.enterpriseId, req.body.period, req.body.word));
    if (moved.length) {
      await log(req.ctx, 0, 'update', `renumber ${req.body.period}`, { moved: moved.map((m) => `${voucherNo(m.word, m.from)}→${voucherNo(m.word, m.to)}`) });
    }
    return ok({ moved });
  });
}
