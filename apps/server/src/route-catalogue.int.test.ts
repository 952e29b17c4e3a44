import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, ok } from './platform/http/envelope.ts';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from './testing/enterprises.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import type { Account } from './testing/accounts.ts';

/**
 * Every route of the app, as registered (app.routeCatalogue): documented in /api/docs/json, and every mutating
 * enterprise route declares who may call it (a function code or the administrator), which the request path
 * enforces with 4003 before any handler runs (ISSUE 2 item 6, ARCHITECTURE §3 "the server enforces what the UI
 * hides").
 */
let t: TestApp;
let e: EnterpriseFixture;
let staff: Account & { employeeId: number };

/**
 * Mutating enterprise routes that check their rights inside the handler, because the function code depends on the
 * request (the bill type of the path, the price list edited, the source document). Each entry says where the check
 * is; a new route is not added here without one.
 */
const checkedInHandler: Record<string, string> = {
  'POST /api/v1/bills/:type': 'bill engine: <type>_add of the bill type',
  'PUT /api/v1/bills/:type/:id': 'bill engine: <type>_edit',
  'DELETE /api/v1/bills/:type/:id': 'bill engine: <type>_del',
  'POST /api/v1/bills/:type/:id/audit': 'bill engine: the function of the audit action',
  'POST /api/v1/bills/:type/batch-audit': 'bill engine: the function of the audit action',
  'POST /api/v1/stock/cost-runs': 'costing: outbound_cost_run',
  'POST /api/v1/stock/cost-runs/undo': 'costing: outbound_cost_run',
  'POST /api/v1/purchase/quotations/:id/to-order': 'make-order: the target order type\'s add right',
  'POST /api/v1/purchase/requisitions/:id/to-order': 'make-order: the target order type\'s add right',
  'POST /api/v1/sales/quotations/:id/to-order': 'make-order: the target order type\'s add right',
  'POST /api/v1/sales/bills/:id/sign': 'sales: saleBill page and sale_bill_edit',
  'PUT /api/v1/sales/bills/:id/acceptance': 'sales: saleBill page and sale_bill_edit',
  'POST /api/v1/shares': 'shares: whoever reads statements (a money document or receivable/payable detail page)',
  'DELETE /api/v1/shares/:id': 'shares: whoever reads statements',
  'POST /api/v1/shares/:id/reissue': 'shares: whoever reads statements or may end that kind of link, else the links one made',
  'POST /api/v1/reports/:name/presets': 'reports: the report page (one\'s own saved filters)',
  'DELETE /api/v1/reports/:name/presets/:id': 'reports: the report page (one\'s own saved filters)',
};

/** Routes that answer a file, not an envelope: no JSON answer schema to document. */
const answersAFile = (url: string) => /\/(export|import-template)$|\/tasks\/:id\/file$|\/files\/:key$|\/download$/.test(url);

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const apiRoutes = () => t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/v1/'));
const isMutating = (method: string) => method !== 'GET';

beforeAll(async () => {
  t = await createTestApp({}, {
    // Two probe routes that only declare their access: what the request path alone does with the declaration.
    extraRoutes: async (api) => {
      const answer = { schema: { response: { 200: envelope(z.object({ done: z.boolean() })) } } };
      api.post('/probe/admin-only', { ...answer, config: { admin: true } }, async () => ok({ done: true }));
      api.post('/probe/needs-code', { ...answer, config: { permission: 'enterprise_info_edit' } }, async () => ok({ done: true }));
    },
  });
  e = await enterpriseWithAdmin(t.client, '路由目录企业');
  staff = await joinedMember(t.client, e, '没有权限的员工');
});
afterAll(async () => { await t?.close(); });

describe('the route catalogue', () => {
  it('documents every API route in /api/docs/json', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)));
    const routes = apiRoutes().filter((r) => !r.url.startsWith('/api/v1/probe/'));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map(key).filter((k) => !documented.has(k))).toEqual([]);
  });

  it('gives every route that answers JSON a zod schema for its answer (files excepted)', () => {
    // Fastify serialises the answer by this schema: a field it does not name never reaches the caller, and the
    // schema is the contract /api/docs publishes (issue 13 item 4).
    const undocumented = apiRoutes().filter((r) => !answersAFile(r.url) && !r.documentedAnswer);
    expect(undocumented.map(key)).toEqual([]);
  });

  it('has every mutating enterprise route declare a function code or the administrator', () => {
    const undeclared = apiRoutes()
      .filter((r) => isMutating(r.method) && (r.access.auth ?? 'enterprise') === 'enterprise' && !r.access.permission && !r.access.admin)
      .map(key)
      .filter((k) => !(k in checkedInHandler));
    expect(undeclared).toEqual([]);
    // The exceptions are real routes: the list cannot rot into a blanket pass.
    const all = new Set(apiRoutes().map(key));
    expect(Object.keys(checkedInHandler).filter((k) => !all.has(k))).toEqual([]);
  });
});

describe('declared access is enforced before the handler', () => {
  it('admin: only the administrator passes; anyone else gets 4003 in the request language', async () => {
    expect((await e.admin.client.post('/probe/admin-only', {})).data).toEqual({ done: true });
    expect(await staff.client.post('/probe/admin-only', {}, { language: 2 })).toMatchObject({ code: 4003, msg: 'Only the administrator can do this' });
  });

  it('a function code: a member gets through once a permission group grants it', async () => {
    expect((await staff.client.post('/probe/needs-code', {})).code).toBe(4003);
    expect((await staff.client.put('/enterprise/info', { name: '员工改名', org_name: '', alias_name: '' })).code).toBe(4003);
    const group = (await e.admin.client.post('/permission-groups', { name: '企业信息维护' })).data.id;
    await e.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'enterpriseInfo', funs: ['enterprise_info_edit'], cols: null }] });
    await e.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [staff.employeeId] });
    expect((await staff.client.post('/probe/needs-code', {})).data).toEqual({ done: true });
    // The enterprise information page's edit button is shown by this right; the server honours the same right.
    const renamed = await staff.client.put('/enterprise/info', { name: '员工改名', org_name: '', alias_name: '' });
    expect(renamed).toMatchObject({ code: 2000, data: { name: '员工改名' } });
    // Admin-only actions stay the administrator's whatever a group grants.
    expect((await staff.client.post('/finance/initialize')).code).toBe(4003);
  });
});
