import { idSchema, queryInt, queryPageSize } from '@zf/shared';
import { z } from 'zod';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { VersionField } from '../../engines/resource/record-version.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok, pageQuery } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';
import { answerOf, createSubject, deleteSubject, loadChart, matchesKeyword, nextCode, parentCodesOf, updateSubject } from './subject.service.ts';
import { auxTypeNames } from './subject-rules.ts';

const tags = ['subjects'];
const flag = z.enum(['0', '1']).optional();
const SubjectQuery = pageQuery.extend({
  keyword: z.string().trim().max(50).optional().describe('code, Chinese or English name, or pinyin initials'),
  category: queryInt(1, 5).optional(),
  leaf: flag.describe('1: leaf accounts only'),
  status: queryInt(1, 2).optional().describe('1 enabled, 2 disabled'),
  page_size: queryPageSize(2000, 20),
});
const Subject = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string().describe('in the request language'),
  name_zh: z.string(),
  name_en: z.string(),
  category: z.number().describe('1 assets, 2 liabilities, 3 equity, 4 cost, 5 profit and loss'),
  direction: z.number().describe('1 debit, 2 credit'),
  level: z.number(),
  parent_code: z.string(),
  status: z.number().describe('1 enabled, 2 disabled'),
  aux_types: z.array(z.string()),
  currency_id: z.number(),
  initials: z.string().describe('pinyin initials of the Chinese name, lower case'),
  leaf: z.boolean(),
  version: z.number(),
});
const AuxTypes = z.array(z.enum(auxTypeNames)).max(5);
const SubjectBody = z.object({
  code: z.string().trim().max(20).optional(),
  parent_code: z.string().trim().max(20).optional(),
  name: z.string().trim().min(1).max(50),
  name_en: z.string().trim().max(100).optional(),
  category: z.number().int().min(1).max(5).optional(),
  direction: z.number().int().min(1).max(2).optional(),
  aux_types: AuxTypes.optional(),
  currency_id: z.number().int().min(0).max(2_147_483_647).optional(),
  status: z.number().int().min(1).max(2).optional(),
});
const SubjectPatch = SubjectBody.omit({ parent_code: true }).partial().extend({ version: VersionField });
const IdParam = z.object({ id: idSchema() });

/** Pages whose screens pick accounts (voucher entry, books, openings) read the chart too. */
const readers = ['subjectList', 'voucherList', 'voucherCheck', 'openingBalance', 'subjectBalance', 'generalLedgerBook', 'ledgerItem', 'autoVoucherConfig'];

/**
 * The chart of accounts (会计科目), resource style (API.md "Finance"): list with code/name/initials keyword, leaf and
 * status filters (the voucher entry's account search relies on them), one, create (sub-accounts get the next code),
 * change (version), delete (a used account is disabled instead: 4090), the next free sub-account code.
 */
export async function subjectRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/subjects', { schema: { tags, querystring: SubjectQuery, response: { 200: envelope(listOf(Subject)) } } }, async (req) => {
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

  api.get('/subjects/next-code', { schema: { tags, querystring: z.object({ parent_code: z.string().trim().regex(/^\d{4,12}$/) }), response: { 200: envelope(z.object({ code: z.string().nullable() })) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!canOpenPage(tenant.permissions, 'subjectList')) throw forbidden();
    return ok({ code: await nextCode(db, tenant.enterpriseId, req.query.parent_code) });
  });

  api.get('/subjects/:id', { schema: { tags, params: IdParam, response: { 200: envelope(Subject) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!readers.some((p) => canOpenPage(tenant.permissions, p))) throw forbidden();
    const chart = await loadChart(db, tenant.enterpriseId);
    const row = chart.find((r) => r.id === req.params.id);
    if (!row) throw notFound();
    return ok(answerOf(row, parentCodesOf(chart), req.ctx.language === 'en-US'));
  });

  api.post('/subjects', { config: { permission: 'subject_add' }, schema: { tags, body: SubjectBody, response: { 200: envelope(z.object({ id: z.number() })) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    return ok({ id: await createSubject(db, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId }, req.body) });
  });

  api.put('/subjects/:id', { config: { permission: ['subject_edit', 'subject_enable'] }, schema: { tags, params: IdParam, body: SubjectPatch, response: { 200: envelope(emptyData) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    const onlyStatus = Object.keys(req.body).every((k) => k === 'status' || k === 'version');
    // Enabling or disabling alone needs the enable right; anything else the edit right.
    if (!tenant.permissions.can(onlyStatus ? ['subject_enable', 'subject_edit'] : 'subject_edit')) throw forbidden();
    await updateSubject(db, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId }, req.params.id, req.body);
    return ok({});
  });

  api.delete('/subjects/:id', { config: { permission: 'subject_del' }, schema: { tags, params: IdParam, response: { 200: envelope(emptyData) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    await deleteSubject(db, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId }, req.params.id);
    return ok({});
  });
}
