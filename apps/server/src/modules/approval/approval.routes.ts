import { AuditFlowBodySchema as FlowBody, AuditFlowListSchema as AuditFlowList, AuditFlowParamsSchema as TypeParams, AuditFlowSchema as AuditFlow, AuditStatus, BillApprovalQuerySchema as WaitingQuery, WaitingBillListSchema as WaitingBillList, billMetaOf, billMetas, billPages, billTypeName } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { logChange } from '../../engines/resource/change-log.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { Language } from '@zf/shared';
import { requireTenant } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { billMoney } from '../../platform/permissions/column-groups.ts';
import { checkFlowSteps, myStepsOf, type FlowStep } from './flow-steps.ts';

const tags = ['approval'];
// Function codes of the "audit flow setup" page (setup) and of the organisation's "approval process" page, which
// opens the same screen (packages/shared/src/menu-tree); the admin has all.
const canView = { permission: ['audit_flow_add', 'audit_flow_edit', 'audit_flow_del', 'audit_flow_export', 'approval_process_add', 'approval_process_edit', 'approval_process_del', 'approval_process_export'] } as const;
const canEdit = { permission: ['audit_flow_add', 'audit_flow_edit', 'approval_process_add', 'approval_process_edit'] } as const;

type Named = { id: number; name: string };
const label = (type: string, language: Language) => billMetaOf(type)?.label[language] ?? type;

/**
 * Audit flow setup (审批流设置, SPEC §2 "Approval and printing"): per bill type, zero to ten approval steps, each
 * with approvers named as staff or permission groups. The bill engine reads the table on every audit: with no
 * steps one audit approves and posts; with N steps the bill posts on the N-th approval, each by one of its approvers.
 */
export async function approvalRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/audit-flows', { config: canView, schema: { tags, response: { 200: envelope(AuditFlowList) } } }, async (req) => {
    const e = requireTenant(req.ctx).enterpriseId;
    const rows = await db.selectFrom('audit_flow').select(['bill_type', 'steps', 'update_time']).where('enterprise_id', '=', e).execute();
    const byType = new Map(rows.map((r) => [r.bill_type, r]));
    const names = await approverNames(db, e, rows.flatMap((r) => r.steps));
    return ok({
      list: billMetas.map((m) => ({
        bill_type: m.type, name: m.label[req.ctx.language], page: m.page,
        steps: withNames(byType.get(m.type)?.steps ?? [], names), update_time: Number(byType.get(m.type)?.update_time ?? 0),
      })),
    });
  });

  // Bill approval (单据审批, check centre): pending bills whose current approval step names me (or my permission
  // group). Approving or rejecting is POST /bills/:type/:id/audit, which also needs the type's audit right.
  api.get('/bill-approvals', { config: { columns: { pages: billMetas.flatMap((m) => billPages(m)), fields: billMoney } }, schema: { tags, querystring: WaitingQuery, response: { 200: envelope(WaitingBillList) } } }, async (req) => {
    const tenant = requireTenant(req.ctx);
    if (!tenant.permissions.canOpen('billApproval')) throw forbidden();
    const e = tenant.enterpriseId;
    const q = req.query;
    const me = await db.selectFrom('employee').select('permission_group_id').where('enterprise_id', '=', e).where('id', '=', tenant.employeeId).executeTakeFirst();
    let flows = await db.selectFrom('audit_flow').select(['bill_type', 'steps']).where('enterprise_id', '=', e).execute();
    if (q.type) flows = flows.filter((f) => f.bill_type === q.type);
    const mine = flows.map((f) => ({ type: f.bill_type, count: f.steps.length, steps: myStepsOf(f.steps, tenant.employeeId, me?.permission_group_id ?? null) })).filter((f) => f.steps.length);
    if (!mine.length) return ok({ list: [], total: 0, page: q.page, page_size: q.page_size });
    const base = db.selectFrom('bill as b').where('b.enterprise_id', '=', e).where('b.audit_status', '=', AuditStatus.pending)
      .where((eb) => eb.or(mine.map((f) => eb.and([eb('b.type', '=', billTypeName(f.type)), eb('b.audit_step', 'in', f.steps)]))));
    const [rows, count] = await Promise.all([
      base.leftJoin(sql`partner`.as('p'), (j) => j.on(sql<boolean>`p.enterprise_id = b.enterprise_id AND p.id = b.partner_id`))
        .select(['b.id', 'b.type', 'b.bill_sn', sql<string>`to_char(b.bill_date, 'YYYY-MM-DD')`.as('bill_date'), 'b.partner_id', sql<string | null>`p.name`.as('partner_name'),
          'b.total_amount', 'b.audit_step', 'b.maker_id', 'b.remark'])
        .orderBy('b.bill_date').orderBy('b.id').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
      base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const stepCount = new Map(mine.map((f) => [f.type, f.count]));
    return ok({
      list: rows.map((r) => ({ ...r, type_name: label(r.type, req.ctx.language), step: r.audit_step + 1, steps: stepCount.get(r.type) ?? 0 })),
      total: Number(count.n), page: q.page, page_size: q.page_size,
    });
  });

  api.get('/audit-flows/:type', { config: canView, schema: { tags, params: TypeParams, response: { 200: envelope(AuditFlow) } } }, async (req) => {
    const e = requireTenant(req.ctx).enterpriseId;
    if (!billMetaOf(req.params.type)) throw notFound();
    const row = await db.selectFrom('audit_flow').select(['steps', 'update_time']).where('enterprise_id', '=', e).where('bill_type', '=', req.params.type).executeTakeFirst();
    const steps = row?.steps ?? [];
    return ok({ bill_type: req.params.type, name: label(req.params.type, req.ctx.language), steps: withNames(steps, await approverNames(db, e, steps)) });
  });

  api.put('/audit-flows/:type', { config: canEdit, schema: { tags, params: TypeParams, body: FlowBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    const tenant = requireTenant(req.ctx);
    const e = tenant.enterpriseId;
    if (!billMetaOf(req.params.type)) throw notFound();
    const steps: FlowStep[] = req.body.steps.map((s) => ({ employee_ids: [...new Set(s.employee_ids)], group_ids: [...new Set(s.group_ids)] }));
    const known = await approverNames(db, e, steps);
    const fields = checkFlowSteps(steps, new Set(known.employees.keys()), new Set(known.groups.keys()));
    if (Object.keys(fields).length) throw invalidFields(fields);
    const now = nowSeconds();
    await db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('audit_flow').select('steps').where('enterprise_id', '=', e).where('bill_type', '=', req.params.type).forUpdate().executeTakeFirst();
      await tx.insertInto('audit_flow').values({ enterprise_id: e, bill_type: req.params.type, steps: JSON.stringify(steps), update_time: now })
        .onConflict((oc) => oc.columns(['enterprise_id', 'bill_type']).doUpdateSet({ steps: JSON.stringify(steps), update_time: now }))
        .execute();
      // Bills half-way through the old flow start the new one from its first step (docs/decisions.md).
      await tx.updateTable('bill').set({ audit_step: 0 }).where('enterprise_id', '=', e).where('type', '=', billTypeName(req.params.type)).where('audit_status', '=', AuditStatus.pending).where('audit_step', '>', 0).execute();
      await logChange(tx, {
        enterpriseId: e, employeeId: tenant.employeeId, resource: 'audit_flow', recordId: 0, action: 'update',
        summary: `${label(req.params.type, 'zh-CN')} ${steps.length}`, changes: { steps: [before?.steps ?? [], steps] },
      });
    });
    return ok({});
  });
}

async function approverNames(db: Kysely<DB>, enterpriseId: number, steps: FlowStep[]) {
  const employeeIds = [...new Set(steps.flatMap((s) => s.employee_ids ?? []))];
  const groupIds = [...new Set(steps.flatMap((s) => s.group_ids ?? []))];
  const employees: Named[] = employeeIds.length
    ? await db.selectFrom('employee').select(['id', 'name']).where('enterprise_id', '=', enterpriseId).where('id', 'in', employeeIds).execute() : [];
  const groups: Named[] = groupIds.length
    ? await db.selectFrom('permission_group').select(['id', 'name']).where('enterprise_id', '=', enterpriseId).where('id', 'in', groupIds).execute() : [];
  return { employees: new Map(employees.map((x) => [x.id, x.name])), groups: new Map(groups.map((x) => [x.id, x.name])) };
}

function withNames(steps: FlowStep[], names: Awaited<ReturnType<typeof approverNames>>) {
  return steps.map((s, i) => ({
    step: i + 1,
    employee_ids: s.employee_ids ?? [], group_ids: s.group_ids ?? [],
    employees: (s.employee_ids ?? []).filter((id) => names.employees.has(id)).map((id) => ({ id, name: names.employees.get(id)! })),
    groups: (s.group_ids ?? []).filter((id) => names.groups.has(id)).map((id) => ({ id, name: names.groups.get(id)! })),
  }));
}
