import { brandResource, partnerResource } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { PermissionSet } from '../../platform/permissions/permission-set.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { allowedScopeValues, canOpenPage, permissionFor, permissionsInPlay, requireScopedAction, routeCode } from './resource-access.ts';

/** A purchasing clerk: the supplier page with add and import, nothing of customers. */
const clerk = new PermissionSet(false, new Map([['supplierList', { funs: new Set(['supplier_add', 'supplier_import']), cols: null }]]));
const ctxOf = (permissions: PermissionSet) => ({ tenant: { enterpriseId: 1, employeeId: 1, isAdmin: false, permissions } }) as RequestContext;

describe('resource rights', () => {
  it('a partner takes the rights of its type; an unscoped resource its own', () => {
    expect(permissionFor(partnerResource, 2).page).toBe('supplierList');
    expect(permissionFor(partnerResource, '1').create).toBe('customer_add');
    expect(permissionFor(brandResource, 2).page).toBe('brandList');
    expect(permissionsInPlay(partnerResource).map((p) => p.page)).toEqual(['customerList', 'supplierList']);
    expect(permissionsInPlay(partnerResource, 2).map((p) => p.page)).toEqual(['supplierList']);
  });

  it('the route gate of a scoped resource accepts any type\'s code; the handler then checks the exact one', () => {
    expect(routeCode(partnerResource, 'create')).toEqual(['customer_add', 'supplier_add']);
    expect(routeCode(brandResource, 'create')).toBe('brand_add');
    expect(() => requireScopedAction(ctxOf(clerk), partnerResource, 'create', [2])).not.toThrow();
    expect(() => requireScopedAction(ctxOf(clerk), partnerResource, 'create', [2, 1])).toThrow();
    expect(() => requireScopedAction(ctxOf(clerk), partnerResource, 'update', [2])).toThrow();
    expect(allowedScopeValues(ctxOf(clerk), partnerResource, 'import')).toEqual([2]);
    expect(allowedScopeValues(ctxOf(PermissionSet.admin()), partnerResource, 'import')).toEqual([1, 2]);
  });

  it('a hidden page opens from the page it is opened from', () => {
    expect(canOpenPage(clerk, 'contactList')).toBe(true);
    expect(canOpenPage(clerk, 'customerList')).toBe(false);
    expect(canOpenPage(new PermissionSet(false, new Map()), 'contactList')).toBe(false);
  });
});
