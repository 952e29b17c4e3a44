import { sql, type Kysely } from 'kysely';
import type { FastifyReply } from 'fastify';
import { logChange, madeValues } from '../../engines/resource/index.ts';
import { subjectsByCode } from '../../engines/ledger/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { readXlsxUpload } from '../../platform/http/upload.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { currentPeriod } from '../ledger/index.ts';
import type { ModuleServices } from '../module-services.ts';
import {
  Code, PayrollActionAnswerSchema as ActionAnswer, PayrollActionBodySchema as ActionBody, WageAllocationSchema as AllocationAnswer,
  WageAllocationBodySchema as AllocationBody, WageAllocationPreviewSchema as AllocationPreview, PayrollCreatedSchema as Created, PayrollDetailSchema as DetailAnswer,
  PayrollEmployeesSchema as EmployeesAnswer, PayrollEmployeesBodySchema as EmployeesBody, PayrollImportAnswerSchema as ImportAnswer,
  PayrollLinesBodySchema as LinesBody, PayrollPeriodQuerySchema as PeriodQuery, PayrollRangeQuerySchema as RangeQuery, PayrollReportSchema as ReportAnswer,
  PayrollRunSchema as RunAnswer, PayrollRunBodySchema as RunBody, PayrollRunIdParamsSchema as RunIdParams, PayrollRunListSchema as RunList,
  PayrollRunsQuerySchema as RunsQuery, PayrollSavedSchema as Saved, PayrollSettingsSchema as SettingsAnswer, PayrollSettingsBodySchema as SettingsBody,
  PayrollSubjectOptionsSchema as SubjectOptions, SubjectStatus,
} from '@zf/shared';
import { payslipWorkbook, readPayrollSheet } from './payroll-excel.ts';
import { allocationSettings, paymentDetail, payrollEmployees, savePayrollEmployees, wageReport } from './payroll-queries.ts';
import { audit, createRun, deleteRun, recompute, runDetail, saveLines, unaudit } from './payroll-run.ts';
import { payrollSettings, savePayrollSettings } from './payroll-settings.ts';
import { accrue, allocationAccounts, allocationRows, defaultWageSubject, earningCodes, pay, unaccrue, unpay } from './payroll-vouchers.ts';
import { runLines } from './payroll-run.ts';

const tags = ['payroll'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The function each run action needs: booking the accrual is the cost allocation page's voucher right, or the auditor's. */
const actionRight = {
  compute: ['pay_wages_edit'], audit: ['pay_wages_audit'], unaudit: ['pay_wages_reverse'], accrue: ['wage_cost_allocation_voucher', 'pay_wages_audit'], pay: ['pay_wages_pay'],
  unaccrue: ['wage_cost_allocation_voucher', 'pay_wages_audit'], unpay: ['pay_wages_pay'],
} as const;

const eid = (ctx: RequestContext) => ctx.tenant!.enterpriseId;
const canOpen = (ctx: RequestContext, ...pages: string[]) => pages.some((p) => ctx.tenant!.permissions.canOpen(p));
const readPage = (ctx: RequestContext, ...pages: string[]) => { if (!canOpen(ctx, ...pages)) throw forbidden(); };
/** A month range, by default this year up to this month. */
const rangeOf = (q: { period_from?: string; period_to?: string; employee_id?: number; department_id?: number }) => {
  const to = q.period_to ?? currentPeriod();
  const from = q.period_from ?? `${to.slice(0, 4)}-01`;
  if (from > to) throw invalidFields({ period_to: 'dateRange.order' });
  return { ...q, period_from: from, period_to: to };
};
const sendXlsx = (reply: FastifyReply, file: Buffer, name: string) => {
  const n = encodeURIComponent(name);
  return reply.type(xlsxType).header('content-disposition', `attachment; filename="${n}.xlsx"; filename*=UTF-8''${n}.xlsx`).send(file);
};

/** Payroll (API.md "Payroll and fixed assets"): runs, lines, audit/accrue/pay, settings, allocation, queries. */
export async function payrollRoutes(api: App, services: ModuleServices): Promise<void> {
  const db = services.db as Kysely<DB>;
  const log = (tx: Kysely<DB>, ctx: RequestContext, recordId: number, action: 'create' | 'update' | 'delete' | 'import', summary: string, changes?: object) =>
    logChange(tx, { enterpriseId: eid(ctx), employeeId: ctx.tenant!.employeeId, resource: 'payroll-runs', recordId, action, summary, changes: madeValues(changes ?? {}) });

  api.get('/payroll/runs', { schema: { tags, querystring: RunsQuery, response: { 200: envelope(RunList) } } }, async (req) => {
    readPage(req.ctx, 'payWages', 'wageCostAllocation');
    const year = req.query.year;
    const { rows } = await sql<{ id: number; period: string; status: number; employees: number; accrual_voucher_id: number | null; payment_voucher_id: number | null; gross_pay: string; income_tax: string; net_pay: string }>`
      SELECT r.id, r.period, r.status, r.accrual_voucher_id, r.payment_voucher_id, count(l.employee_id)::integer AS employees,
        coalesce(sum(l.gross_pay), 0)::numeric(20,2)::text AS gross_pay, coalesce(sum(l.income_tax), 0)::numeric(20,2)::text AS income_tax,
        coalesce(sum(l.net_pay), 0)::numeric(20,2)::text AS net_pay
      FROM payroll_run r LEFT JOIN payroll_line l ON l.enterprise_id = r.enterprise_id AND l.run_id = r.id
      WHERE r.enterprise_id = ${eid(req.ctx)} ${year ? sql`AND r.period LIKE ${`${year}-%`}` : sql``}
      GROUP BY r.enterprise_id, r.id ORDER BY r.period DESC`.execute(db);
    return ok({ list: rows, total: rows.length });
  });

  api.post('/payroll/runs', { config: { permission: 'pay_wages_add' }, schema: { tags, body: RunBody, response: { 200: envelope(Created) } } }, async (req) => {
    const id = await db.transaction().execute(async (tx) => {
      const made = await createRun(tx, eid(req.ctx), req.body.period, req.ctx.tenant!.employeeId);
      await log(tx, req.ctx, made, 'create', `payroll ${req.body.period}`);
      return made;
    });
    return ok({ id });
  });

  api.get('/payroll/runs/:id', { schema: { tags, params: RunIdParams, response: { 200: envelope(RunAnswer) } } }, async (req) => {
    readPage(req.ctx, 'payWages', 'wageCostAllocation');
    return ok(await runDetail(db, eid(req.ctx), req.params.id, req.ctx.language));
  });

  api.put('/payroll/runs/:id/lines', { config: { permission: 'pay_wages_edit' }, schema: { tags, params: RunIdParams, body: LinesBody, response: { 200: envelope(RunAnswer) } } }, async (req) => {
    await db.transaction().execute(async (tx) => {
      await saveLines(tx, eid(req.ctx), req.params.id, req.body.lines);
      await log(tx, req.ctx, req.params.id, 'update', `payroll lines ${req.body.lines.length}`);
    });
    return ok(await runDetail(db, eid(req.ctx), req.params.id, req.ctx.language));
  });

  api.delete('/payroll/runs/:id', { config: { permission: 'pay_wages_del' }, schema: { tags, params: RunIdParams, response: { 200: envelope(Created) } } }, async (req) => {
    await db.transaction().execute(async (tx) => {
      await deleteRun(tx, eid(req.ctx), req.params.id);
      await log(tx, req.ctx, req.params.id, 'delete', 'payroll');
    });
    return ok({ id: req.params.id });
  });

  api.post('/payroll/runs/:id/audit', {
    config: { permission: [...new Set(Object.values(actionRight).flat())] },
    schema: { tags, params: RunIdParams, body: ActionBody, response: { 200: envelope(ActionAnswer) } },
  }, async (req) => {
    const { action } = req.body;
    if (!req.ctx.tenant!.permissions.can(actionRight[action])) throw forbidden();
    const e = eid(req.ctx);
    const who = req.ctx.tenant!.employeeId;
    const voucherId = await db.transaction().execute(async (tx) => {
      let made: number | null = null;
      if (action === 'compute') await recompute(tx, e, req.params.id);
      else if (action === 'audit') await audit(tx, e, req.params.id, who);
      else if (action === 'unaudit') await unaudit(tx, e, req.params.id);
      else if (action === 'accrue') made = await accrue(tx, e, req.params.id, who);
      else if (action === 'pay') made = await pay(tx, e, req.params.id, who, req.body.settlement_account_id);
      else if (action === 'unaccrue') await unaccrue(tx, e, req.params.id);
      else await unpay(tx, e, req.params.id);
      await log(tx, req.ctx, req.params.id, 'update', `payroll ${action}`, made ? { voucher_id: made } : {});
      return made;
    });
    const run = await db.selectFrom('payroll_run').select('status').where('enterprise_id', '=', e).where('id', '=', req.params.id).executeTakeFirstOrThrow();
    return ok({ id: req.params.id, status: run.status, voucher_id: voucherId });
  });

  api.get('/payroll/runs/:id/export', { config: { permission: 'pay_wages_export' }, schema: { tags, params: RunIdParams } }, async (req, reply) => {
    const { name, file } = await payslipWorkbook(db, eid(req.ctx), req.params.id, req.ctx.language);
    return sendXlsx(reply, file, name);
  });

  api.post('/payroll/runs/:id/import', { config: { permission: 'pay_wages_import' }, schema: { tags, params: RunIdParams, response: { 200: envelope(ImportAnswer) } } }, async (req) => {
    const data = await readXlsxUpload(req);
    const lines = await readPayrollSheet(db, eid(req.ctx), req.params.id, data, req.ctx.language);
    await db.transaction().execute(async (tx) => {
      await saveLines(tx, eid(req.ctx), req.params.id, lines);
      await log(tx, req.ctx, req.params.id, 'import', `payroll import ${lines.length}`);
    });
    return ok({ rows: lines.length });
  });

  api.get('/payroll/employees', { schema: { tags, response: { 200: envelope(EmployeesAnswer) } } }, async (req) => {
    readPage(req.ctx, 'payWages');
    return ok({ list: await payrollEmployees(db, eid(req.ctx)) });
  });
  api.put('/payroll/employees', { config: { permission: 'pay_wages_edit' }, schema: { tags, body: EmployeesBody, response: { 200: envelope(Saved) } } }, async (req) => {
    const saved = await db.transaction().execute((tx) => savePayrollEmployees(tx, eid(req.ctx), req.body.list));
    return ok({ saved });
  });

  api.get('/payroll/settings', { schema: { tags, response: { 200: envelope(SettingsAnswer) } } }, async (req) => {
    readPage(req.ctx, 'taxRateSetting', 'payWages');
    return ok(await payrollSettings(db, eid(req.ctx)));
  });
  api.put('/payroll/settings', { config: { permission: 'tax_rate_setting_edit' }, schema: { tags, body: SettingsBody, response: { 200: envelope(SettingsAnswer) } } }, async (req) => {
    await db.transaction().execute((tx) => savePayrollSettings(tx, eid(req.ctx), req.body));
    return ok(await payrollSettings(db, eid(req.ctx)));
  });

  api.get('/payroll/allocation-settings', { schema: { tags, response: { 200: envelope(AllocationAnswer) } } }, async (req) => {
    readPage(req.ctx, 'wageAllocationSetting', 'wageCostAllocation');
    return ok(await allocationSettings(db, eid(req.ctx), defaultWageSubject, req.ctx.language));
  });
  api.put('/payroll/allocation-settings', { config: { permission: 'wage_allocation_setting_edit' }, schema: { tags, body: AllocationBody, response: { 200: envelope(AllocationAnswer) } } }, async (req) => {
    const e = eid(req.ctx);
    await db.transaction().execute(async (tx) => {
      const codes = [req.body.default_subject, ...req.body.list.flatMap((l) => [l.subject_code, ...Object.values(l.items ?? {})]).filter(Boolean)];
      const found = await subjectsByCode(tx, e, codes);
      for (const code of codes) {
        const s = found.get(code);
        if (!s || !s.leaf || s.status !== SubjectStatus.enabled) throw new AppError(Code.validation, 'payroll.unknownSubject', { fields: { subject_code: 'payroll.unknownSubject' } }, { code });
      }
      // Items are split only by earnings: a deduction is no cost of its own.
      const earnings = new Set(await earningCodes(tx, e));
      for (const l of req.body.list) {
        for (const code of Object.keys(l.items ?? {})) {
          if (!earnings.has(code)) throw new AppError(Code.validation, 'payroll.allocationItem', { fields: { items: 'payroll.allocationItem' } }, { code });
        }
      }
      const departments = new Set((await tx.selectFrom('department').select('id').where('enterprise_id', '=', e).execute()).map((d) => d.id));
      const rows = [
        { department_id: 0, wage_item_code: '', subject_code: req.body.default_subject },
        ...req.body.list.filter((l) => departments.has(l.department_id)).flatMap((l) => [
          { department_id: l.department_id, wage_item_code: '', subject_code: l.subject_code },
          ...Object.entries(l.items ?? {}).map(([code, subject]) => ({ department_id: l.department_id, wage_item_code: code, subject_code: subject })),
        ]).filter((r) => r.subject_code),
      ];
      await tx.deleteFrom('payroll_allocation').where('enterprise_id', '=', e).execute();
      const now = Math.floor(Date.now() / 1000);
      await tx.insertInto('payroll_allocation').values(rows.map((r) => ({ enterprise_id: e, ...r, update_time: now }))).execute();
    });
    return ok(await allocationSettings(db, e, defaultWageSubject, req.ctx.language));
  });

  // The accounts wages may be allocated to: enabled leaf accounts of costs (4xxx) and expenses (5xxx).
  api.get('/payroll/expense-subjects', { schema: { tags, response: { 200: envelope(SubjectOptions) } } }, async (req) => {
    readPage(req.ctx, 'wageAllocationSetting');
    const rows = await db.selectFrom('account_subject as s').select(['s.code', 's.name', 's.name_en'])
      .where('s.enterprise_id', '=', eid(req.ctx)).where('s.status', '=', SubjectStatus.enabled).where((eb) => eb.or([eb('s.code', 'like', '4%'), eb('s.code', 'like', '5%')]))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('account_subject as c').select('c.id').whereRef('c.enterprise_id', '=', 's.enterprise_id').whereRef('c.parent_code', '=', 's.code'))))
      .orderBy('s.code').execute();
    return ok({ list: rows.map((r) => ({ code: r.code, name: req.ctx.language === 'en-US' && r.name_en ? r.name_en : r.name })) });
  });

  api.get('/payroll/allocation', { schema: { tags, querystring: PeriodQuery, response: { 200: envelope(AllocationPreview) } } }, async (req) => {
    readPage(req.ctx, 'wageCostAllocation');
    const e = eid(req.ctx);
    const period = req.query.period ?? currentPeriod();
    const run = await db.selectFrom('payroll_run').select('id').where('enterprise_id', '=', e).where('period', '=', period).executeTakeFirst();
    if (!run) return ok({ period, run_id: null, status: 0, accrual_voucher_id: null, accrual_voucher_no: '', list: [] });
    const detail = await runDetail(db, e, run.id);
    const rows = allocationRows(await runLines(db, e, run.id), await allocationAccounts(db, e), await earningCodes(db, e));
    const names = await subjectsByCode(db, e, rows.map((r) => r.subject_code));
    const subjectNames = new Map((await db.selectFrom('account_subject').select(['code', 'name', 'name_en']).where('enterprise_id', '=', e).where('code', 'in', rows.length ? rows.map((r) => r.subject_code) : ['']).execute())
      .map((s) => [s.code, req.ctx.language === 'en-US' ? s.name_en || s.name : s.name]));
    return ok({
      period, run_id: run.id, status: detail.status, accrual_voucher_id: detail.accrual_voucher_id, accrual_voucher_no: detail.accrual_voucher_no,
      list: rows.map((r) => ({ ...r, subject_name: names.has(r.subject_code) ? subjectNames.get(r.subject_code) ?? '' : '' })),
    });
  });

  api.get('/payroll/payment-detail', { schema: { tags, querystring: RangeQuery, response: { 200: envelope(DetailAnswer) } } }, async (req) => {
    readPage(req.ctx, 'wagePaymentDetail');
    return ok(await paymentDetail(db, eid(req.ctx), rangeOf(req.query), req.ctx.language));
  });
  api.get('/payroll/report', { schema: { tags, querystring: RangeQuery, response: { 200: envelope(ReportAnswer) } } }, async (req) => {
    readPage(req.ctx, 'wageReport');
    return ok(await wageReport(db, eid(req.ctx), rangeOf(req.query), req.ctx.language));
  });
}
