import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedClient } from '../../../testing/signed-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { demoLogin, seedDemo } from '../demo-seed.ts';

let t: TestApp;
let demo: SignedClient;
let enterprises: Array<{ enterprise_id: number }>;
let seconds: number;
beforeAll(async () => {
  t = await createTestApp();
  // CPU time of this process, not wall time: the bound is about the seed's own work, which a busy machine (other
  // test files, other runs) must not turn into a failure. PGlite runs in this process, so on PGlite it includes the
  // database's work; on PostgreSQL the server's share is not counted.
  const started = process.cpuUsage();
  await seedDemo(t.database.db, pino({ level: 'silent' }));
  const used = process.cpuUsage(started);
  seconds = (used.user + used.system) / 1e6;
  const login = await t.client.post('/auth/login', demoLogin());
  demo = t.client.withToken(login.data.token);
  enterprises = login.data.enterprises;
});
afterAll(async () => { await t?.close(); });

const totalOf = async (path: string) => (await demo.get(path)).data.total as number;

describe('partners and organisation demo data', () => {
  it('the trading company has customers and suppliers in categories, contacts, accounts and cost prices', async () => {
    await demo.post('/enterprises/select', { enterprise_id: enterprises[0]!.enterprise_id });
    const customers = (await demo.get('/partners?type=1&page_size=100')).data.list;
    expect(customers.length).toBeGreaterThanOrEqual(10);
    expect(customers.map((c: { category_name: string }) => c.category_name)).toEqual(expect.arrayContaining(['修理厂', '4S店', '车队']));
    expect(customers.every((c: { contact: string; mobile: string }) => c.contact && /^1[3-9]\d{9}$/.test(c.mobile))).toBe(true);
    expect(await totalOf('/partners?type=2')).toBeGreaterThanOrEqual(10);
    expect(await totalOf('/partner-contacts')).toBe(await totalOf('/partners'));
    expect(await totalOf('/customer-accounts')).toBe(3);
    expect(await totalOf('/cost-prices')).toBeGreaterThan(0);
  });

  it('three warehouses with shelves A-01-01…, one of them the default, and the inspection warehouse 待检仓; departments with staff and jobs', async () => {
    const warehouses = (await demo.get('/warehouses')).data.list;
    expect(warehouses.map((w: { name: string; is_default: number }) => [w.name, w.is_default])).toEqual([['上海总仓', 1], ['待检仓', 0], ['苏州分仓', 0], ['杭州分仓', 0]]);
    const shelves = (await demo.get(`/shelves?warehouse_id=${warehouses[0].id}&page_size=100`)).data.list.map((s: { name: string }) => s.name);
    expect(shelves).toHaveLength(27);
    expect(shelves[0]).toBe('A-01-01');
    expect(shelves.every((s: string) => /^[A-C]-0[1-3]-0[1-3]$/.test(s))).toBe(true);

    const departments = (await demo.get('/departments?page_size=100')).data.list.map((d: { name: string }) => d.name);
    expect(departments).toEqual(expect.arrayContaining(['销售部', '采购部', '仓储部', '财务部']));
    const staff = (await demo.get('/employees?page_size=100')).data.list;
    expect(staff.length).toBeGreaterThanOrEqual(6);
    expect(staff.find((s: { name: string }) => s.name === '刘洋')).toMatchObject({ department_name: '仓储部', job_name: '仓管员', status: 1, sex: 1 });
    expect(await totalOf('/positions')).toBeGreaterThanOrEqual(5);
  });

  it('currencies beside the base CNY, settlement accounts, logistics, expenses; the manufacturer has its own', async () => {
    expect((await demo.get('/currencies')).data.list.map((c: { code: string }) => c.code)).toEqual(['CNY', 'USD', 'EUR', 'HKD', 'JPY']);
    expect((await demo.get('/settlement-accounts')).data.list[1]).toMatchObject({ name: '工商银行基本户', opening_balance: '268500.00', currency_name: '人民币' });
    expect(await totalOf('/logistics-companies')).toBe(5);
    expect(await totalOf('/expense-projects')).toBeGreaterThan(5);
    await demo.post('/enterprises/select', { enterprise_id: enterprises[1]!.enterprise_id });
    expect(await totalOf('/partners?type=1')).toBeGreaterThanOrEqual(5);
    // Its own warehouses (the production history adds the processor's 委外仓 beside them).
    expect((await demo.get('/warehouses?subcontracted=0')).data.list.map((w: { name: string }) => w.name)).toEqual(['原材料仓', '半成品仓', '成品仓']);
  });

  it('seeds fast', () => {
    // The whole demo (catalogue included) on one database; the start-up waits for it. CPU seconds (see beforeAll).
    expect(seconds).toBeLessThan(10);
  });
});
