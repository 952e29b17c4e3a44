import { describe, expect, it } from 'vitest';
import { findFunction, findPage } from '../menu-tree/index.ts';
import { allResources } from './index.ts';

describe('resource definitions', () => {
  it.each(allResources.map((r) => [r.name, r] as const))('%s names a real page and real function codes of the permission tree', (_, r) => {
    for (const p of [r.permission, ...Object.values(r.scopePermissions?.byValue ?? {})]) {
      expect(findPage(p.page), p.page).toBeDefined();
      for (const code of [p.create, p.update, p.remove, ...(r.importExport ? [p.import, p.export] : [])]) {
        expect(code && findFunction(code), String(code)).toBeTruthy();
      }
    }
    if (r.scopePermissions) expect(r.scopes, 'a scope with its own rights is a scope').toContain(r.scopePermissions.field);
  });
  it('resource names and tables are unique', () => {
    expect(new Set(allResources.map((r) => r.name)).size).toBe(allResources.length);
    expect(new Set(allResources.map((r) => r.table)).size).toBe(allResources.length);
  });
  it.each(allResources.map((r) => [r.name, r] as const))('%s: list columns and sort are fields, labels in both languages', (_, r) => {
    for (const c of r.list.columns) expect(r.allFields[c], c).toBeDefined();
    for (const f of Object.values(r.allFields)) expect(f.label['zh-CN'] && f.label['en-US']).toBeTruthy();
    expect(r.label['zh-CN'] && r.label['en-US']).toBeTruthy();
  });
});
