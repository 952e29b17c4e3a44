import { forbidden } from '../../platform/http/app-error.ts';
import { requireTenant, type RequestContext, type TenantContext } from '../../platform/tenancy/context.ts';

/**
 * employee.status: a join request is an employee row waiting for the admin (pending); approval makes it active,
 * rejection keeps the row (rejected) so the person can ask again later. Disabled rows (staff who left, cancelled
 * accounts) keep their history.
 */
export const EmployeeStatus = { disabled: 0, active: 1, pending: 2, rejected: 3 } as const;

/** employee.account_type: the admin's master account, everybody else a sub account (SPEC §4). */
export const AccountType = { master: 1, sub: 2 } as const;

/** The system permission groups every enterprise is created with (enterprise-defaults.ts). */
export const SystemGroup = { admin: '管理员', staff: '普通员工' } as const;

/** Admin-only operations: the enterprise's administrator, whatever their permission group says. */
export function requireAdmin(ctx: RequestContext): TenantContext {
  const tenant = requireTenant(ctx);
  if (!tenant.isAdmin) throw forbidden('enterprise.notAdmin');
  return tenant;
}
