import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/index.ts';
import { urlFor } from '../../testing/global-setup.ts';
import { saveLedgerSettings } from '../../engines/ledger/index.ts';
import { employeeRow } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { seedEquipmentDemo } from './equipment.demo.ts';
import { runMaintenancePlans } from './maintenance-plan.job.ts';

/**
 * Issue 18 item 1 (equipment half of items 3-4): a plan every 30 days makes its maintenance bill once per due date —
 * also with two runs at the same moment (real PostgreSQL: two connections) — and tells the responsible person; a
 * repair bill's spare parts leave stock at the ledger's moving average cost; the card and the monthly query show the
 * downtime and cost; another enterprise sees none of it.
 */
let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let lathe: number;
let project: number;
let admin: { id: number; user_id: number };

const post = async (path: string, body: object) => {
  const res = await b.admin.client.post(path, body);
  expect(res.code, `${path}: ${res.msg} ${JSON.stringify(res.data)}`).toBe(2000);
  return res.data;
};
const get = async (path: string) => {
  const res = await b.admin.client.get(path);
  expect(res.code, `${path}: ${res.msg}`).toBe(2000);
  return res.data;
};
const planBills = async (plan: number) => (await t.database.db.selectFrom('bill').select(['id', 'bill_sn', 'bill_date', 'ext'])
  .where('enterprise_id', '=', b.enterpriseId).where('type', '=', 'maintenance-bills').orderBy('id').execute())
  .filter((r) => (r.ext as { plan_id: number }).plan_id === plan);
const messages = async () => t.database.db.selectFrom('message').select(['title', 'content']).where('enterprise_id', '=', b.enterpriseId)
  .where('user_id', '=', admin.user_id).where('title', 'like', '保养到期%').execute();

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '精工设备');
  other = await tradingBooks(t, '别家工厂');
  // Books kept from November 2026 with vouchers on approval (as production.int.test.ts sets them up).
  await t.database.db.updateTable('enterprise').set({ locked_account: 1, business_period: '2026-11', finance_period: '2026-11' }).where('id', '=', b.enterpriseId).execute();
  await t.database.db.transaction().execute((tx) => saveLedgerSettings(tx, b.enterpriseId, { start_period: '2026-11' }));
  const row = await employeeRow(t.database.db, b.enterpriseId, b.admin.userId);
  admin = { id: row!.id, user_id: row!.user_id };
  lathe = (await post('/equipment', { code: 'SB-001', name: '数控车床', model: 'CK6140', category: '机加工', value: '128000', purchase_date: '2025-06-01' })).id;
  project = (await post('/maintenance-projects', { code: 'BY-01', name: '导轨润滑', content: '清洁导轨，加注导轨油', standard_hours: '1.5' })).id;
});
afterAll(async () => t?.close());

describe('maintenance plans', () => {
  it('a plan every 30 days makes one bill per due date, moves on and tells the responsible person', async () => {
    const plan = (await post('/maintenance-plans', { code: 'JH-01', name: '车床月度润滑', equipment_id: lathe, project_id: project, cycle_value: 30, start_date: '2026-11-01', responsible_id: admin.id })).id;
    const listed = (await get('/maintenance-plans')).list.find((p: { id: number }) => p.id === plan);
    expect([listed.next_date, listed.responsible_name, listed.equipment_name]).toEqual(['2026-11-01', listed.responsible_name, '数控车床']);
    expect(listed.responsible_name).not.toBe('');

    expect(await runMaintenancePlans(t.database.db, '2026-10-31')).toEqual({ created: 0 });
    expect(await runMaintenancePlans(t.database.db, '2026-12-01')).toEqual({ created: 2 });
    expect(await runMaintenancePlans(t.database.db, '2026-12-01')).toEqual({ created: 0 });
    const bills = await planBills(plan);
    expect(bills.map((r) => [(r.ext as { due_date: string }).due_date, r.bill_date])).toEqual([['2026-11-01', '2026-12-01'], ['2026-12-01', '2026-12-01']]);
    expect((await get(`/maintenance-plans/${plan}`)).next_date).toBe('2026-12-31');
    const told = await messages();
    expect(told).toHaveLength(2);
    expect(told[0]!.content).toBe(`保养计划「车床月度润滑」已到期（2026-11-01），已生成保养单 ${bills[0]!.bill_sn}，请安排保养。`);
    // A bill without spare parts is approved like any other (nothing leaves stock).
    expect((await b.audit('maintenance-bills', bills[0]!.id)).code).toBe(2000);
  });

  it('two servers running the job at the same moment make each due date\'s bill once', async () => {
    // The second server: its own connection pool on PostgreSQL (PGlite has one connection; the runs interleave on it).
    let second: Database | undefined;
    if (testDbKind === 'postgres') {
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.database.db);
      second = await openDatabase({ url: urlFor(rows[0]!.name), poolSize: 4 });
    }
    const servers = [t.database.db, second?.db ?? t.database.db];
    /** Both runs read the due plans before either claims one: they go for the same due dates. */
    const race = async (today: string) => {
      let arrived = 0;
      let release!: () => void;
      const both = new Promise<void>((r) => { release = r; });
      const afterSelect = async () => { if (++arrived === 2) release(); await both; };
      return Promise.all(servers.map((db) => runMaintenancePlans(db, today, { afterSelect })));
    };
    try {
      const plan = (await post('/maintenance-plans', { code: 'JH-02', name: '车床季检', equipment_id: lathe, project_id: project, cycle_value: 30, start_date: '2026-11-05' })).id;
      const first = await race('2026-12-06');
      // One server made both bills of the plan, the other found the first due date taken and left the plan to it.
      expect(first.map((r) => r.created).sort()).toEqual([0, 2]);
      expect((await planBills(plan)).map((r) => (r.ext as { due_date: string }).due_date)).toEqual(['2026-11-05', '2026-12-05']);
      // Again on the next due dates, now with the monthly plan of the test before due too (12-31, 01-30): two bills
      // a day between the servers, none on a day's second race.
      for (const [today, made] of [['2027-01-04', 2], ['2027-01-04', 0], ['2027-02-03', 2]] as const) {
        expect((await race(today)).reduce((n, r) => n + r.created, 0), today).toBe(made);
      }
      expect((await planBills(plan)).map((r) => (r.ext as { due_date: string }).due_date)).toEqual(['2026-11-05', '2026-12-05', '2027-01-04', '2027-02-03']);
      expect(await t.database.db.selectFrom('maintenance_due').select(['due_key']).where('enterprise_id', '=', b.enterpriseId).where('plan_id', '=', plan).where('bill_id', '>', 0).orderBy('due_key').execute())
        .toHaveLength(4);
    } finally {
      await second?.close();
    }
  });

  it('an hours plan is due once the machine ran its hours since the last one', async () => {
    const press = (await post('/equipment', { code: 'SB-003', name: '液压机', running_hours: '4200' })).id;
    const plan = (await post('/maintenance-plans', { code: 'JH-03', name: '液压机500小时', equipment_id: press, project_id: project, cycle_kind: 2, cycle_value: 500, start_date: '2026-11-01', last_hours: '4000' })).id;
    expect((await runMaintenancePlans(t.database.db, '2026-11-20')).created).toBe(0);
    await t.database.db.updateTable('equipment').set({ running_hours: '4512.5' }).where('enterprise_id', '=', b.enterpriseId).where('id', '=', press).execute();
    expect((await runMaintenancePlans(t.database.db, '2026-11-21')).created).toBe(1);
    expect((await runMaintenancePlans(t.database.db, '2026-11-22')).created).toBe(0);
    expect((await get(`/maintenance-plans/${plan}`)).last_hours).toBe('4512.5000');
    expect((await planBills(plan)).map((r) => (r.ext as { due_key: string }).due_key)).toEqual(['h:4500.0000']);
  });
});

describe('repair bills', () => {
  it('spare parts leave stock at ledger cost; saving reports the machine under repair, approval puts it back in use; card and monthly query add up', async () => {
    const belt = await b.product('同步带 HTD-5M');
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: belt, number: '10', price: '12' }] });
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: belt, number: '10', price: '15' }] });
    expect((await get(`/equipment/${lathe}`)).status).toBe(1);
    const repair = await b.bill('repair-bills', {
      bill_date: '2026-11-12', lines: [{ product_id: belt, number: '4' }],
      ext: { equipment_id: lathe, fault: '主轴异响', cause: '同步带磨损', downtime_hours: '6.5', labour_cost: '300' },
    });
    // Saved (not yet approved): the machine is under repair.
    expect((await get(`/equipment/${lathe}`)).status).toBe(3);
    expect((await b.audit('repair-bills', repair.id)).code).toBe(2000);
    const move = await t.database.db.selectFrom('stock_move').select(['qty', 'unit_cost', 'amount', 'balance_qty', 'balance_amount'])
      .where('enterprise_id', '=', b.enterpriseId).where('bill_id', '=', repair.id).executeTakeFirstOrThrow();
    expect([move.qty, move.unit_cost, move.amount, move.balance_qty, move.balance_amount]).toEqual(['4.0000', '13.500000', '54.00', '16.0000', '216.00']);
    expect((await get(`/equipment/${lathe}`)).status).toBe(1);
    // The voucher: the parts' ledger cost to manufacturing overhead.
    const { rows: voucher } = await sql<{ code: string; debit: string; credit: string }>`
      SELECT a.code, l.debit::text, l.credit::text FROM voucher_source s
      JOIN voucher_line l ON l.enterprise_id = s.enterprise_id AND l.voucher_id = s.voucher_id
      JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
      WHERE s.enterprise_id = ${b.enterpriseId} AND s.bill_id = ${repair.id} ORDER BY l.line_no`.execute(t.database.db);
    expect(voucher.map((r) => [r.code, r.debit, r.credit])).toEqual([['4101', '54.00', '0.00'], ['1405', '0.00', '54.00']]);

    expect((await get('/equipment-cards?keyword=SB-001')).list.map((m: { code: string }) => m.code)).toEqual(['SB-001']);
    const card = await get(`/equipment-cards/${lathe}`);
    expect(card.equipment.name).toBe('数控车床');
    expect(card.history.find((h: { id: number }) => h.id === repair.id)).toMatchObject({ type: 'repair-bills', fault: '主轴异响', downtime_hours: '6.5000', labour_cost: '300.00', spare_cost: '54.00' });
    // One approved maintenance bill (no parts, no downtime) and the repair.
    expect(card.totals).toEqual({ downtime_hours: '6.5000', labour_cost: '300.00', spare_cost: '54.00', total_cost: '354.00' });
    const costs = await get('/equipment-costs?date_from=2026-11-01&date_to=2026-11-30');
    expect(costs.list).toEqual([{ month: '2026-11', bills: 1, repairs: 1, downtime_hours: '6.5000', labour_cost: '300.00', spare_cost: '54.00', total_cost: '354.00' }]);
    // Downtime per machine (the card page's chart): the lathe's 6.5 hours.
    expect((await get('/equipment-downtime?date_from=2026-11-01&date_to=2026-11-30')).list)
      .toEqual([{ equipment_id: lathe, code: 'SB-001', name: '数控车床', bills: 1, repairs: 1, downtime_hours: '6.5000' }]);

    // Reversed: the parts come back at what they left at, the machine is under repair again, the month is empty.
    expect((await b.audit('repair-bills', repair.id, 'reverse')).code).toBe(2000);
    expect((await get(`/equipment/${lathe}`)).status).toBe(3);
    const balance = await t.database.db.selectFrom('stock_balance').select(['qty', 'amount']).where('enterprise_id', '=', b.enterpriseId).where('product_id', '=', belt).executeTakeFirstOrThrow();
    expect([balance.qty, balance.amount]).toEqual(['20.0000', '270.00']);
    expect((await get('/equipment-costs?date_from=2026-11-01&date_to=2026-11-30')).list).toEqual([]);
    expect((await get('/equipment-downtime?date_from=2026-11-01&date_to=2026-11-30')).list).toEqual([]);
  });

  it('refuses a bill without a machine, naming the field', async () => {
    const res = await b.admin.client.post('/bills/repair-bills', { bill_date: '2026-11-12', store_id: b.store, ext: { fault: 'x' } });
    expect(res.code).toBe(4220);
    expect(Object.keys(res.data.fields ?? res.data)).toContain('ext.equipment_id');
  });
});

describe('fixture ledger', () => {
  it('counts a fixture\'s uses against its life and lists the worn ones', async () => {
    const die = (await post('/fixtures', { code: 'GZ-01', name: '刹车片压制模具', quantity: '1' })).id;
    await post('/fixtures', { code: 'GZ-02', name: '钻孔夹具', quantity: '2' });
    expect(await b.admin.client.put(`/fixture-ledger/${die}`, { life_count: 1000 }).then((r) => r.data)).toMatchObject({ usage_count: 0, life_count: 1000, remaining: 1000 });
    expect((await post(`/fixture-ledger/${die}/usage`, { count: 600 })).remaining).toBe(400);
    expect((await post(`/fixture-ledger/${die}/usage`, { count: 450 })).usage_count).toBe(1050);
    const all = await get('/fixture-ledger');
    expect(all.list.map((f: { code: string; remaining: number | null }) => [f.code, f.remaining])).toEqual([['GZ-01', -50], ['GZ-02', null]]);
    expect((await get('/fixture-ledger?worn=1')).list.map((f: { code: string }) => f.code)).toEqual(['GZ-01']);
    expect((await b.admin.client.post(`/fixture-ledger/${die}/usage`, { count: 0 })).code).toBe(4220);
    // Another enterprise neither sees nor counts it.
    expect((await other.admin.client.get('/fixture-ledger')).data.total).toBe(0);
    expect((await other.admin.client.post(`/fixture-ledger/${die}/usage`, { count: 1 })).code).toBe(4004);
    expect((await get('/fixture-ledger')).list[0].usage_count).toBe(1050);
  });
});

describe('demo', () => {
  it('the demo manufacturer\'s lathe plan fell due ten days ago: the first run bills it, the press is not due yet', async () => {
    const demo = await tradingBooks(t, '演示制造厂');
    await seedEquipmentDemo(t.database.db, demo.enterpriseId, '2026-11-20');
    expect(await runMaintenancePlans(t.database.db, '2026-11-20')).toEqual({ created: 1 });
    const made = await demo.admin.client.get('/bills/maintenance-bills');
    expect(made.data.list.map((r: { ext?: { due_date: string } }) => r.ext?.due_date ?? '')).toHaveLength(1);
    const plans = (await demo.admin.client.get('/maintenance-plans')).data.list;
    expect(plans.map((p: { name: string; next_date: string | null }) => [p.name, p.next_date])).toEqual([['车床月度润滑', '2026-12-10'], ['液压机500小时检修', null]]);
  });
});

describe('tenancy', () => {
  it('another enterprise sees no equipment, card or cost and cannot bill our machine', async () => {
    const c = other.admin.client;
    expect((await c.get('/equipment')).data.total).toBe(0);
    expect((await c.get('/maintenance-plans')).data.total).toBe(0);
    expect((await c.get(`/equipment-cards/${lathe}`)).code).toBe(4004);
    expect((await c.get('/equipment-costs')).data.list).toEqual([]);
    expect((await c.get('/equipment-downtime')).data.list).toEqual([]);
    expect((await c.put(`/equipment/${lathe}`, { name: '改名' })).code).toBe(4004);
    const res = await c.post('/bills/maintenance-bills', { bill_date: '2026-11-12', store_id: other.store, ext: { equipment_id: lathe } });
    expect(res.code).toBe(4220);
    expect((await get(`/equipment/${lathe}`)).name).toBe('数控车床');
    // A plan of another enterprise naming our machine is refused as a missing record.
    expect((await c.post('/maintenance-plans', { name: 'x', equipment_id: lathe, project_id: project, cycle_value: 30, start_date: '2026-11-01' })).code).toBe(4220);
  });
});

describe('spare parts of a maintenance item', () => {
  it('a plan\'s bill gets its item\'s parts as rows; approved, they leave stock at ledger cost (2 filters × 8.00 = 16.00)', async () => {
    const filter = await b.product('液压油滤芯');
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: filter, number: '10', price: '8' }] });
    const pump = (await post('/equipment', { code: 'SB-009', name: '液压泵站' })).id;
    const oil = (await post('/maintenance-projects', { code: 'BY-09', name: '换液压油滤芯', content: '更换滤芯两只' })).id;
    await post('/maintenance-project-parts', { project_id: oil, product_id: filter, quantity: '2', sort: 1 });
    expect((await get(`/maintenance-project-parts?project_id=${oil}`)).list.map((p: { product_id: number; quantity: string }) => [p.product_id, p.quantity])).toEqual([[filter, '2.0000']]);
    const plan = (await post('/maintenance-plans', { code: 'JH-09', name: '泵站季度换滤芯', equipment_id: pump, project_id: oil, cycle_value: 90, start_date: '2027-03-01' })).id;
    await runMaintenancePlans(t.database.db, '2027-03-01');
    const [made] = await planBills(plan);
    const bill = await get(`/bills/maintenance-bills/${made!.id}`);
    expect([bill.store_id, bill.lines.map((l: { product_id: number; number: string }) => [l.product_id, l.number])]).toEqual([b.store, [[filter, '2.0000']]]);
    expect((await b.audit('maintenance-bills', made!.id)).code).toBe(2000);
    const move = await t.database.db.selectFrom('stock_move').select(['qty', 'amount', 'balance_qty']).where('enterprise_id', '=', b.enterpriseId).where('bill_id', '=', made!.id).executeTakeFirstOrThrow();
    expect([move.qty, move.amount, move.balance_qty]).toEqual(['2.0000', '16.00', '8.0000']);
    expect((await get(`/equipment-cards/${pump}`)).totals).toMatchObject({ spare_cost: '16.00' });
  });
});
