import type { Language } from '@zf/shared';
import type { PermissionSet } from '../permissions/permission-set.ts';

/**
 * What a service knows about the caller. Built once per request by the request path (signature → token →
 * session → employee) and passed explicitly; services never read identity from anywhere else.
 */
export interface RequestContext {
  requestId: string;
  language: Language;
  ip: string;
  /** Set once the token is verified. */
  user?: SessionUser;
  /** Set on enterprise routes: the session's current enterprise and the caller's employee row there. */
  tenant?: TenantContext;
}

export interface SessionUser {
  userId: number;
  sessionId: number;
  phone: string;
  isCancelled: boolean;
  currentEnterpriseId: number | null;
}

export interface TenantContext {
  enterpriseId: number;
  employeeId: number;
  isAdmin: boolean;
  permissions: PermissionSet;
}

/** Narrowing helpers for services that require a logged-in user or a tenant. */
export function requireUser(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw new Error('route declared without auth but the service needs a user');
  return ctx.user;
}
export function requireTenant(ctx: RequestContext): TenantContext {
  if (!ctx.tenant) throw new Error('route declared without enterprise auth but the service needs a tenant');
  return ctx.tenant;
}
