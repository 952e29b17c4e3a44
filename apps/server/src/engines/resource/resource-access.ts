import { defaultValue, findPage, type Resource, type ResourcePermission } from '@zf/shared';
import type { DynamicDb } from '../../platform/db/dynamic-db.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { PermissionSet } from '../../platform/permissions/permission-set.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';

/**
 * Who may do what with a resource. Most resources have one page and one set of function codes; a resource with
 * `scopePermissions` (partners: customers and suppliers in one table) takes the rights of each record's scope
 * value, so purchasing staff with the supplier page never read or change customers.
 */
export type ResourceAction = 'create' | 'update' | 'remove' | 'import' | 'export' | 'restore';

const unique = <T>(items: T[]) => [...new Set(items)];

/**
 * A page the caller may open: granted, or a hidden page opened from one they may open (docs/decisions.md: a hidden
 * page borrows the rights of the page it is opened from).
 */
export function canOpenPage(permissions: PermissionSet, page: string): boolean {
  return permissions.canOpen(page) || (findPage(page)?.openedFrom ?? []).some((o) => permissions.canOpen(o));
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The rights of a record (or body) whose scope field holds `scopeValue`. */
export function permissionFor(r: Resource, scopeValue: unknown): ResourcePermission {
  if (!r.scopePermissions || !given(scopeValue)) return r.permission;
  return r.scopePermissions.byValue[Number(scopeValue)] ?? r.permission;
}

/** The rights in play for a list or export: the given scope value's, or every value's when none is given. */
export function permissionsInPlay(r: Resource, scopeValue?: unknown): ResourcePermission[] {
  if (!r.scopePermissions) return [r.permission];
  if (given(scopeValue)) return [permissionFor(r, scopeValue)];
  return unique(Object.values(r.scopePermissions.byValue));
}

/** The scope value a query string, body or record carries (undefined for resources without scope rights). */
export function scopeValueOf(r: Resource, source: Record<string, unknown>, creating = false): unknown {
  if (!r.scopePermissions) return undefined;
  const key = r.scopePermissions.field;
  return given(source[key]) ? source[key] : creating ? defaultValue(r.allFields[key]!) : undefined;
}

/**
 * The route's gate: the action's function code; for a scoped resource any one value's code (the handler then checks
 * the exact value with requireScopedAction).
 */
export function routeCode(r: Resource, action: ResourceAction): string | string[] | undefined {
  const rights = r.scopePermissions ? Object.values(r.scopePermissions.byValue) : [r.permission];
  const codes = unique(rights.flatMap((p) => codesFor(p, action)));
  return r.scopePermissions || codes.length > 1 ? codes : codes[0];
}

/** The codes any one of which allows the action: restore falls back to delete, a separate import page also imports. */
export function codesFor(p: ResourcePermission, action: ResourceAction): string[] {
  const codes = action === 'restore' ? [p.restore ?? p.remove] : action === 'import' ? [p.import, p.importPage] : [p[action]];
  return codes.filter((c): c is string => Boolean(c));
}

/** Every scope value among `values` needs its own code for the action (nothing to do for unscoped resources). */
export function requireScopedAction(ctx: RequestContext, r: Resource, action: ResourceAction, values: unknown[]): void {
  if (!r.scopePermissions) return;
  for (const v of unique(values.filter(given).map(Number))) {
    if (!codesFor(permissionFor(r, v), action).some((c) => ctx.tenant!.permissions.can(c))) throw forbidden();
  }
}

/** The scope values the caller may use for an action (undefined: the resource has no scope rights). */
export function allowedScopeValues(ctx: RequestContext, r: Resource, action: ResourceAction): number[] | undefined {
  if (!r.scopePermissions) return undefined;
  return Object.entries(r.scopePermissions.byValue)
    .filter(([, p]) => codesFor(p, action).some((c) => ctx.tenant!.permissions.can(c)))
    .map(([v]) => Number(v));
}

/** The scope values of stored records of the enterprise (live ones, or those in the recycle bin). */
export async function storedScopeValues(db: DynamicDb, r: Resource, enterpriseId: number, ids: number[], deleted = false): Promise<unknown[]> {
  if (!r.scopePermissions) return [];
  let q = db.selectFrom(r.table).select(r.scopePermissions.field).where('enterprise_id', '=', enterpriseId).where('id', 'in', ids);
  if (r.deleteMode === 'recycle') q = q.where('deleted_time', deleted ? 'is not' : 'is', null);
  return (await q.execute()).map((row) => row[r.scopePermissions!.field]);
}
