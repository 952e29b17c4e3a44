import { forbidden } from '../../platform/http/app-error.ts';
import { requireTenant, type RequestContext, type TenantContext } from '../../platform/tenancy/context.ts';

/** employee.status, shared with the platform (sessions) and the web (packages/shared status.ts). */
export { EmployeeStatus } from '@zf/shared';

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
