import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../testing/trading-books.ts';
import type { Account } from '../testing/accounts.ts';

/**
 * Page-grant sweep (issue 29 item 7): a member whose permission group opens one view-only page (单据审批, no function;
 * it neither prints nor picks staff) calls every enterprise GET route that takes no path parameter. Only the routes
 * below answer 2000: the ones every member needs (their own account, menus, messages, the home page) and the page's
 * own. Any other route names the pages that grant it (`config.pages`, or a check in the handler).
 */
let t: TestApp;
let a: TradingBooks;
let viewer: Account & { employeeId: number };

const everyMember: Record<string, string> = {
  'GET /api/v1/enterprise/info': 'the top bar: the current enterprise, its periods and version',
  'GET /api/v1/employee/info': 'the caller\'s own employee record',
  'GET /api/v1/employee/basic': 'the caller\'s own employee record',
  'GET /api/v1/tasks': 'the caller\'s own background tasks',
  'GET /api/v1/menus': 'the caller\'s own menu tree (what their group opens)',
  'GET /api/v1/dashboard/shortcuts': 'the home page (everyone): the caller\'s own shortcuts',
  'GET /api/v1/bill-approvals': 'the page the member holds (单据审批)',
};

beforeAll(async () => {
  t = await createTestApp();
  a = await tradingBooks(t, '页面授权企业');
  viewer = await joinedMember(t.client, a, '只看审批的员工');
  const admin = a.admin.client;
  const group = (await admin.post('/permission-groups', { name: '只看审批' })).data.id as number;
  expect((await admin.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'billApproval', funs: [], cols: null }] })).code).toBe(2000);
  expect((await admin.post(`/permission-groups/${group}/employees`, { employee_ids: [viewer.employeeId] })).code).toBe(2000);
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('page-grant sweep over every GET route without path parameters', () => {
  it('a view-only member reads only what every member needs and the pages it holds', async () => {
    const gets = t.app.routeCatalogue.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/') && !r.url.includes(':')
      && (r.access.auth ?? 'enterprise') === 'enterprise' && !r.access.admin);
    const answered: string[] = [];
    for (const r of gets) {
      const res = await viewer.client.download(r.url.replace(/^\/api\/v1/, ''));
      if (!res.json || res.json.code === 2000) answered.push(`${r.method} ${r.url}`);
    }
    expect(answered.sort()).toEqual(Object.keys(everyMember).sort());
    expect(gets.length).toBeGreaterThan(200);
  }, 300_000);

  it('the six side routes answer once a page that offers them is granted, and the operator tool does not exist here', async () => {
    const c = viewer.client;
    const sides = ['/employees/options', '/dashboard/cards', '/print-templates', '/print-settings', '/code-rules'];
    const codes = async () => Object.fromEntries(await Promise.all(sides.map(async (p) => [p, (await c.get(p)).code])));
    expect(await codes()).toEqual(Object.fromEntries(sides.map((p) => [p, 4003])));
    expect((await c.get('/employees/options', { language: 2 })).msg).toMatch(/permission/i);
    expect((await c.post('/dev/operator-enterprise')).code).toBe(4004);

    const admin = a.admin.client;
    const group = (await admin.get('/permission-groups')).data.list.find((g: { name: string }) => g.name === '只看审批').id as number;
    const grant = async (pages: string[]) => {
      const res = await admin.put(`/permission-groups/${group}/pages`, { pages: ['billApproval', ...pages].map((page) => ({ page, funs: [], cols: null })) });
      expect(res.code, res.msg).toBe(2000);
    };
    // 销售单 (a document page: it prints and names a salesperson): the pickers and the print templates, not the rest.
    await grant(['saleBill']);
    expect(await codes()).toEqual({ '/employees/options': 2000, '/dashboard/cards': 4003, '/print-templates': 2000, '/print-settings': 2000, '/code-rules': 4003 });
    // 交易概况 (the home page's cards) and 商品列表 (its form numbers an empty code).
    await grant(['dashboardTrade', 'goodsList']);
    expect(await codes()).toEqual({ '/employees/options': 4003, '/dashboard/cards': 2000, '/print-templates': 2000, '/print-settings': 2000, '/code-rules': 2000 });
  });
});
