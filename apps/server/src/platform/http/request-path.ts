import { Code, EmployeeStatus, findPage, languageOfRequest } from '@zf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findSession } from '../auth/session.ts';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';
import { loadPermissions } from '../permissions/load.ts';
import type { PermissionSet } from '../permissions/permission-set.ts';
import { AppError } from './app-error.ts';
import type { RouteAccess } from './route-config.ts';
import type { SignatureVerifier } from './signature.ts';

/** A page the caller may open: granted, open to everyone, or a hidden page opened from a page they hold. */
const opensPage = (permissions: PermissionSet, name: string): boolean => {
  const page = findPage(name);
  return permissions.canOpen(name) || page?.everyone === true || (page?.openedFrom ?? []).some((o) => permissions.canOpen(o));
};

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Token from `Authorization: Bearer x` or a bare `Authorization: x` (SPEC §7 sends the stored token as is). */
export const tokenOf = (req: FastifyRequest): string | undefined => {
  const raw = header(req, 'authorization')?.trim();
  if (!raw) return undefined;
  return raw.toLowerCase().startsWith('bearer ') ? raw.slice(7).trim() : raw;
};

/**
 * The request path of ARCHITECTURE §3: signature → token → session → tenant context → (zod validation by Fastify)
 * → handler. Runs in preValidation so that the raw body is available for the signature hash.
 */
export function installRequestPath(app: FastifyInstance, db: Kysely<DB>, verifier: SignatureVerifier): void {
  app.decorateRequest('ctx', undefined as never);
  app.addHook('onRequest', async (req) => {
    req.ctx = { requestId: req.id, language: languageOfRequest(header(req, 'language'), header(req, 'accept-language')), ip: req.ip };
  });
  app.addHook('preValidation', async (req) => {
    const access: RouteAccess = req.routeOptions.config ?? {};
    if (!req.url.startsWith('/api/v1/') || req.is404) return;
    if (access.signed !== false) {
      await verifier.verify(
        { appkey: header(req, 'appkey'), client: header(req, 'client'), timestamp: header(req, 'timestamp'), nonce: header(req, 'nonce'), sign: header(req, 'sign') },
        req.method,
        req.url,
        req.isMultipart() ? undefined : req.rawBody,
      );
    }
    const auth = access.auth ?? 'enterprise';
    if (auth === 'public') return;
    const token = tokenOf(req);
    if (!token) throw new AppError(Code.noToken, 'auth.noToken');
    const session = await findSession(db, token);
    if (!session) throw new AppError(Code.noToken, 'auth.noToken');
    if (session.revoked_time !== null || Number(session.expires_time) <= nowSeconds()) {
      throw new AppError(Code.sessionExpired, 'auth.expired');
    }
    req.ctx.user = {
      userId: session.user_id,
      sessionId: session.session_id,
      phone: session.phone,
      isCancelled: session.is_cancel === 1,
      currentEnterpriseId: session.enterprise_id,
    };
    if (req.ctx.user.isCancelled && !access.allowCancelled) throw new AppError(Code.forbidden, 'auth.cancelled');
    if (auth === 'user') return;
    if (session.enterprise_id === null) throw new AppError(Code.forbidden, 'auth.noEnterprise');
    const employee = session.employee_id === null ? undefined
      : { id: session.employee_id, is_admin: session.employee_is_admin === true, permission_group_id: session.employee_permission_group_id, status: session.employee_status };
    if (!employee) throw new AppError(Code.forbidden, 'enterprise.notMember');
    if (employee.status !== EmployeeStatus.active) throw new AppError(Code.forbidden, 'enterprise.disabled');
    const permissions = await loadPermissions(db, session.enterprise_id, employee);
    req.ctx.tenant = { enterpriseId: session.enterprise_id, employeeId: employee.id, isAdmin: employee.is_admin, permissions };
    if (access.admin && !employee.is_admin) throw new AppError(Code.forbidden, 'enterprise.notAdmin');
    if (access.permission && !permissions.can(access.permission)) throw new AppError(Code.forbidden, 'auth.forbidden');
    if (access.pages && !access.pages.some((p) => opensPage(permissions, p))) throw new AppError(Code.forbidden, 'auth.forbidden');
  });
}
