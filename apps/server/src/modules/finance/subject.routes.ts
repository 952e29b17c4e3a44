import {
  SubjectBodySchema, SubjectCreatedSchema, SubjectIdParamsSchema, SubjectNextCodeQuerySchema, SubjectNextCodeSchema, SubjectPatchSchema, SubjectQuerySchema,
  SubjectSchema, listOf,
} from '@zf/shared';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';
import { answerOf, createSubject, deleteSubject, loadChart, matchesKeyword, nextCode, parentCodesOf, updateSubject } from './subject.service.ts';

const tags = ['subjects'];

/** Pages whose screens pick accounts (voucher entry, books, openings) read the chart too. */
const readers = ['subjectList', 'voucherList', 'voucherCheck', 'openingBalance', 'subjectBalance', 'generalLedgerBook', 'ledgerItem', 'autoVoucherConfig'];

/**
 * The chart of accounts (会计科目), resource style (API.md "Finance"): list with code/name/initials keyword, leaf and
 * status filters (the voucher entry's account search relies on them), one, create (sub-accounts get the next code),
 * change (version), delete (a used account is disabled instead: 4090), the next free sub-account code.
 */
export async function subjectRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/subjects', { schema: { tags, querystring: SubjectQuerySchema, response: { 200: envelope(listOf(SubjectSchema)) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!readers.some((p) => canOpenPage(tenant.permissions, p))) throw forbidden();
    const { page, page_size, keyword, category, leaf, status } = req.query;
    const chart = await loadChart(db, tenant.enterpriseId);
    const parents = parentCodesOf(chart);
    const rows = chart.filter((r) =>
      (!category || r.category === category) && (!status || r.status === status) && (leaf !== '1' || !parents.has(r.code)) && (!keyword || matchesKeyword(r, keyword)));
    const english = req.ctx.language === 'en-US';
    return ok({ list: rows.slice((page - 1) * page_size, page * page_size).map((r) => answerOf(r, parents, english)), total: rows.length, page, page_size });
  });

  api.get('/subjects/next-code', { schema: { tags, querystring: SubjectNextCodeQuerySchema, response: { 200: envelope(SubjectNextCodeSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!canOpenPage(tenant.permissions, 'subjectList')) throw forbidden();
    return ok({ code: await nextCode(db, tenant.enterpriseId, req.query.parent_code) });
  });

  api.get('/subjects/:id', { schema: { tags, params: SubjectIdParamsSchema, response: { 200: envelope(SubjectSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!readers.some((p) => canOpenPage(tenant.permissions, p))) throw forbidden();
    const chart = await loadChart(db, tenant.enterpriseId);
    const row = chart.find((r) => r.id === req.params.id);
    if (!row) throw notFound();
    return ok(answerOf(row, parentCodesOf(chart), req.ctx.language === 'en-US'));
  });

  api.post('/subjects', { config: { permission: 'subject_add' }, schema: { tags, body: SubjectBodySchema, response: { 200: envelope(SubjectCreatedSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    return ok({ id: await createSubject(db, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId }, req.body) });
  });

  api.put('/subjects/:id', { config: { permission: ['subject_edit', 'subject_enable'] }, schema: { tags, params: SubjectIdParamsSchema, body: SubjectPatchSchema, response: { 200: envelope(emptyData) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    const onlyStatus = Object.keys(req.body).every((k) => k === 'status' || k === 'version');
    // Enabling or disabling alone needs the enable right; anything else the edit right.
    if (!tenant.permissions.can(onlyStatus ? ['subject_enable', 'subject_edit'] : 'subject_edit')) throw forbidden();
    await updateSubject(db, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId }, req.params.id, req.body);
    return ok({});
  });

  api.delete('/subjects/:id', { config: { permission: 'subject_del' }, schema: { tags, params: SubjectIdParamsSchema, response: { 200: envelope(emptyData) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    await deleteSubject(db, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId }, req.params.id);
    return ok({});
  });
}
