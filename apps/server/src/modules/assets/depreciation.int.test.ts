import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Fixed assets on both databases (issue 17): books from 2026-09 with an office computer bought in August 2025 and
 * depreciated for 12 months elsewhere (opening 1601 60,000.00 / 1602 11,400.00), a lathe (double-declining) and a
 * car (sum of the years' digits) of 120,000.00 each bought in September 2026, 5 years, 5 % residual. Figures:
 * computer 60,000 × 95 % / 60 = 950.00 a month; lathe 120,000 × 40 % / 12 = 4,000.00; car 38,000 / 12 = 3,166.67.
 */
let t: TestApp;
let e: TradingBooks;
let other: TradingBooks;
const ids = { admin: 0, workshop: 0, sales: 0, office: 0, machines: 0, computer: 0, lathe: 0, car: 0 };
let octoberVoucher = 0;

type Row = Record<string, any>;
const c = () => e.admin.client;
const ok = async <T = any>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const res = await p;
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};
const voucherLines = async (id: number) =>
  ((await ok(c().get(`/vouchers/${id}`))).lines as Row[]).map((l) => [l.subject_code, l.debit, l.credit, l.department_id ?? 0]);

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '固定资产企业');
  other = await tradingBooks(t, '另一资产企业');
  await ok(c().put('/finance/settings', { maker_cannot_audit: false }));
  ids.admin = (await ok(c().post('/departments', { name: '管理部' }))).id;
  ids.workshop = (await ok(c().post('/departments', { name: '车间' }))).id;
  ids.sales = (await ok(c().post('/departments', { name: '销售部' }))).id;
  await ok(c().put('/finance/opening-balances', { lines: [
    { subject_code: '1002', debit: '300000.00' }, { subject_code: '1601', debit: '60000.00' }, { subject_code: '1602', credit: '11400.00' },
    { subject_code: '3001', credit: '348600.00' },
  ] }));
  await ok(c().post('/finance/initialize', { start_period: '2026-09' }));
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('categories and cards', () => {
  it('takes API.md method words; a card without a life takes life, residual rate and method from its category', async () => {
    ids.office = (await ok(c().post('/asset-categories', { name: '办公设备', life_months: 60, residual_rate: '5', method: 'straight_line' }))).id;
    ids.machines = (await ok(c().post('/asset-categories', { name: '生产设备', life_months: 60, residual_rate: '5', method: 'double_declining' }))).id;
    expect((await c().post('/asset-categories', { name: '坏类别', life_months: 60, method: 'linear' })).code).toBe(4220);
    ids.lathe = (await ok(c().post('/fixed-assets', {
      code: 'FA-002', name: '车床', category_id: ids.machines, department_id: ids.workshop, start_date: '2026-09-10', original_value: '120000', usage: 2,
    }))).id;
    const lathe = await ok(c().get(`/fixed-assets/${ids.lathe}`));
    expect(lathe).toMatchObject({ life_months: 60, method: 'double_declining', status: 1, original_value: '120000.00' });
    expect(Number(lathe.residual_rate)).toBe(5);
    ids.car = (await ok(c().post('/fixed-assets', {
      code: 'FA-003', name: '轿车', category_id: ids.office, department_id: ids.sales, start_date: '2026-09-05', original_value: '120000',
      life_months: 60, residual_rate: '5', method: 'sum_of_years', usage: 3,
    }))).id;
    // Opening accumulated depreciation above original − residual is refused.
    const tooMuch = await c().post('/fixed-assets', { code: 'FA-X', name: '超额', category_id: ids.office, start_date: '2025-08-20', original_value: '1000', accumulated_depreciation: '960' });
    expect(tooMuch).toMatchObject({ code: 4220, msg: '期初累计折旧不能超过原值减残值' });
  });

  it('asset initialization: finish refused while the cards differ from the 1601/1602 openings, then done', async () => {
    const before = await ok(c().get('/fixed-assets/init'));
    expect(before).toMatchObject({ start_period: '2026-09', cards: 0, opening_original: '60000.00', opening_accumulated: '11400.00', difference_original: '-60000.00', difference_accumulated: '-11400.00', finished: false });
    const refused = await c().post('/fixed-assets/init/finish', { finished: true });
    expect([refused.code, refused.msg]).toEqual([4220, '资产卡片与科目期初余额不一致：原值差额 -60000.00，累计折旧差额 -11400.00']);
    ids.computer = (await ok(c().post('/fixed-assets', {
      code: 'FA-001', name: '电脑', category_id: ids.office, department_id: ids.admin, start_date: '2025-08-20', original_value: '60000',
      accumulated_depreciation: '11400', usage: 1,
    }))).id;
    expect(await ok(c().post('/fixed-assets/init/finish', { finished: true }))).toMatchObject({ cards: 1, difference_original: '0.00', difference_accumulated: '0.00', finished: true });
    // Still open: reopened and finished again.
    expect((await ok(c().post('/fixed-assets/init/finish', { finished: false }))).finished).toBe(false);
    expect((await ok(c().post('/fixed-assets/init/finish', { finished: true }))).finished).toBe(true);
  });

  it('init lock: the start period closed, opening cards are refused (another enterprise, no depreciation yet)', async () => {
    const o = other.admin.client;
    await ok(o.post('/finance/initialize', { start_period: '2026-09' }));
    const category = (await ok(o.post('/asset-categories', { name: '办公设备', life_months: 60, residual_rate: '5', method: 'straight_line' }))).id;
    const card = { name: '旧打印机', category_id: category, start_date: '2025-05-01', original_value: '1000' };
    const opening = (await ok(o.post('/fixed-assets', { code: 'OB-1', ...card }))).id;
    await t.database.db.updateTable('enterprise').set({ finance_period: '2026-10' }).where('id', '=', other.enterpriseId).execute();
    try {
      const refused = await o.post('/fixed-assets', { code: 'OB-2', ...card });
      expect([refused.code, refused.msg]).toEqual([4090, '启用期间 2026-09 已结账，期初资产卡片（2026-09 之前开始使用）不能再新增、修改或删除，资产初始化也不能再重新打开']);
      expect((await o.put(`/fixed-assets/${opening}`, { original_value: '1200' })).code).toBe(4090);
      expect((await o.delete(`/fixed-assets/${opening}`)).code).toBe(4090);
      // A card of the start period onwards, and a name, still change.
      await ok(o.post('/fixed-assets', { code: 'NEW-1', ...card, start_date: '2026-10-08' }));
      await ok(o.put(`/fixed-assets/${opening}`, { name: '旧激光打印机' }));
    } finally {
      await t.database.db.updateTable('enterprise').set({ finance_period: '2026-09' }).where('id', '=', other.enterpriseId).execute();
    }
  });

  it('acquisition vouchers: Dr 1601 (+ input VAT) / Cr bank', async () => {
    const made = await ok(c().post(`/fixed-assets/${ids.lathe}/acquisition`, { date: '2026-09-10', credit_subject: '1002', tax_amount: '15600' }));
    expect(await voucherLines(made.voucher_id)).toEqual([['1601', '120000.00', '0.00', ids.workshop], ['22210101', '15600.00', '0.00', 0], ['1002', '0.00', '135600.00', 0]]);
    expect((await c().post(`/fixed-assets/${ids.lathe}/acquisition`, { date: '2026-09-10', credit_subject: '1002' })).code).toBe(4090);
    await ok(c().post(`/fixed-assets/${ids.car}/acquisition`, { date: '2026-09-05', credit_subject: '1002' }));
  });
});

async function book(rows: Array<Array<string | number>>): Promise<Buffer> {
  const b = new ExcelJS.Workbook();
  const sheet = b.addWorksheet('data');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await b.xlsx.writeBuffer());
}

describe('asset import', () => {
  const header = ['资产编码', '资产名称*', '资产类别*', '使用部门', '开始使用日期*', '原值*', '折旧方法'];
  it('a file with a bad row imports nothing and names the rows; the fixed file imports every card', async () => {
    const bad = await c().upload('/fixed-assets/import-all', await book([
      header, ['IM-1', '打印机', '办公设备', '管理部', '2026-09-01', '3000', '平均年限法'], ['IM-2', '扫描仪', '不存在的类别', '管理部', '2026-09-01', '2000', ''],
      ['IM-3', '', '办公设备', '', '2026-09-01', 'abc', ''],
    ]), 'assets.xlsx');
    expect(bad.code, bad.msg).toBe(2000);
    expect(bad.data).toEqual({ success: 0, failed: 2, errors: [
      { row: 3, message: '资产类别: 所选记录不存在' }, { row: 4, message: expect.stringContaining('资产名称') },
    ] });
    expect((await ok(c().get('/fixed-assets?keyword=IM-'))).total).toBe(0);
    const good = await c().upload('/fixed-assets/import-all', await book([
      header, ['IM-1', '打印机', '办公设备', '管理部', '2026-09-01', '3000', '平均年限法'], ['IM-2', '扫描仪', '办公设备', '管理部', '2026-09-01', '2000', ''],
    ]), 'assets.xlsx');
    expect(good.data).toEqual({ success: 2, failed: 0, errors: [] });
    const list = (await ok(c().get('/fixed-assets?keyword=IM-'))).list as Row[];
    expect(list.map((a) => [a.code, a.original_value, a.life_months, a.department_id]).sort()).toEqual([['IM-1', '3000.00', 60, ids.admin], ['IM-2', '2000.00', 60, ids.admin]]);
    // Imported cards are removed again: this file's figures are about the three assets above.
    for (const a of list) await ok(c().delete(`/fixed-assets/${a.id}`));
  });
});

describe('depreciation runs', () => {
  it('September: only the computer (the others start the month after acquisition), Dr 560206 by department / Cr 1602', async () => {
    const preview = await ok(c().get('/fixed-assets/depreciation/preview?period=2026-09'));
    expect(preview.list.map((l: Row) => [l.code, l.depreciation, l.accumulated, l.net_value])).toEqual([['FA-001', '950.00', '12350.00', '47650.00']]);
    const run = await ok(c().post('/fixed-assets/depreciation', { period: '2026-09' }));
    expect(run.total).toBe('950.00');
    expect(await voucherLines(run.voucher_id)).toEqual([['560206', '950.00', '0.00', ids.admin], ['1602', '0.00', '950.00', 0]]);
  });

  it('init lock: once depreciation is accrued no opening card is added or changed and the initialization stays finished', async () => {
    const add = await c().post('/fixed-assets', { code: 'FA-OLD', name: '旧打印机', category_id: ids.office, start_date: '2025-05-01', original_value: '1000' });
    expect([add.code, add.msg]).toEqual([4090, '已计提 2026-09 的折旧，期初资产卡片（2026-09 之前开始使用）不能再新增、修改或删除，资产初始化也不能再重新打开']);
    const reopen = await c().post('/fixed-assets/init/finish', { finished: false }, { language: 2 });
    expect([reopen.code, reopen.msg]).toEqual([4090, 'Depreciation of 2026-09 is accrued: opening asset cards (in use before 2026-09) can no longer be added, changed or deleted, nor the initialization reopened']);
    expect((await ok(c().get('/fixed-assets/init'))).finished).toBe(true);
  });

  it('October: one line per expense account × department; a second run of the period is 4090', async () => {
    const run = await ok(c().post('/fixed-assets/depreciation', { period: '2026-10' }));
    octoberVoucher = run.voucher_id;
    expect(run.total).toBe('8116.67');
    expect(await voucherLines(run.voucher_id)).toEqual([
      ['4101', '4000.00', '0.00', ids.workshop], ['560104', '3166.67', '0.00', ids.sales], ['560206', '950.00', '0.00', ids.admin], ['1602', '0.00', '8116.67', 0],
    ]);
    const again = await c().post('/fixed-assets/depreciation', { period: '2026-10' });
    expect([again.code, again.msg]).toEqual([4090, '2026-10 已计提折旧，不能重复计提']);
    const en = await c().post('/fixed-assets/depreciation', { period: '2026-10' }, { language: 2 });
    expect(en.msg).toBe('Depreciation for 2026-10 has already been accrued');
  });

  it('the depreciation table: booked months, then the schedule to the residual value', async () => {
    const october = (await ok(c().get('/fixed-assets/depreciation-table?period=2026-10'))).list as Row[];
    expect(october.map((r) => [r.code, r.depreciation, r.accumulated, r.net_value])).toEqual([
      ['FA-001', '950.00', '13300.00', '46700.00'], ['FA-002', '4000.00', '4000.00', '116000.00'], ['FA-003', '3166.67', '3166.67', '116833.33'],
    ]);
    const lathe = (await ok(c().get(`/fixed-assets/depreciation-table?asset_id=${ids.lathe}`))).list as Row[];
    expect(lathe).toHaveLength(60);
    expect(lathe[0]).toMatchObject({ period: '2026-10', accrued: true });
    expect(lathe[1]).toMatchObject({ period: '2026-11', depreciation: '4000.00', accrued: false });
    expect(lathe.at(-1)).toMatchObject({ period: '2031-09', depreciation: '830.00', accumulated: '114000.00', net_value: '6000.00' });
    const computer = (await ok(c().get(`/fixed-assets/depreciation-table?asset_id=${ids.computer}`))).list as Row[];
    // 12 months before the books, 2 booked, 46 to come: 48 rows ending at the residual value 3,000.00.
    expect(computer).toHaveLength(48);
    expect(computer.at(-1)).toMatchObject({ period: '2030-08', accumulated: '57000.00', net_value: '3000.00' });
  });

  it('lands in the statements: balance sheet 18 original 300,000.00, 19 accumulated 20,466.67, 20 book value', async () => {
    const sheet = (await ok(c().get('/statements/balance-sheet?period=2026-10'))).list as Row[];
    const at = (line: number) => sheet.find((r) => r.line === line)!.closing;
    expect([at(18), at(19), at(20)]).toEqual(['300000.00', '20466.67', '279533.33']);
    const profit = (await ok(c().get('/statements/profit?period=2026-10'))).list as Row[];
    expect(profit.find((r) => r.line === 11)!.period_amount).toBe('3166.67');
    expect(profit.find((r) => r.line === 14)!.period_amount).toBe('950.00');
  });

  it('undo: only the latest period, only while its voucher is unaudited; a closed period refuses', async () => {
    expect((await c().post('/fixed-assets/depreciation/undo', { period: '2026-09' }))).toMatchObject({ code: 4090, msg: '2026-10 已计提折旧，请先撤销后面期间的计提' });
    await ok(c().post('/vouchers/batch-audit', { ids: [octoberVoucher], action: 'audit' }));
    expect((await c().post('/fixed-assets/depreciation/undo', { period: '2026-10' })).code).toBe(4090);
    await ok(c().post('/vouchers/batch-audit', { ids: [octoberVoucher], action: 'unaudit' }));
    await ok(c().post('/fixed-assets/depreciation/undo', { period: '2026-10' }));
    expect((await c().get(`/vouchers/${octoberVoucher}`)).code).toBe(4004);
    expect((await ok(c().get('/fixed-assets/depreciation-table?period=2026-10'))).list).toEqual([]);
    // October closed (the gate reads the earliest open period): the run is refused by the period gate.
    const db = t.database.db;
    await db.updateTable('enterprise').set({ finance_period: '2026-11', business_period: '2026-11' }).where('id', '=', e.enterpriseId).execute();
    const closed = await c().post('/fixed-assets/depreciation', { period: '2026-10' });
    expect([closed.code, closed.msg]).toEqual([4090, '会计期间 2026-10 已结账，不能再录入、修改、审核或反审核该期间的凭证']);
    await db.updateTable('enterprise').set({ finance_period: '2026-09', business_period: '2026-09' }).where('id', '=', e.enterpriseId).execute();
    expect((await ok(c().post('/fixed-assets/depreciation', { period: '2026-10' }))).total).toBe('8116.67');
  });
});

describe('transfers and disposals', () => {
  it('a transfer keeps history; the month of the transfer still books on the department at its start', async () => {
    await ok(c().post(`/fixed-assets/${ids.car}/transfer`, { date: '2026-11-15', department_id: ids.admin }));
    expect((await ok(c().get(`/fixed-assets/${ids.car}`))).department_id).toBe(ids.admin);
    const history = (await ok(c().get(`/fixed-assets/history?asset_id=${ids.car}`))).list as Row[];
    expect(history.map((h) => [h.kind, h.from_department_id, h.to_department_id])).toEqual([['add', 0, 0], ['transfer', ids.sales, ids.admin]]);
    const run = await ok(c().post('/fixed-assets/depreciation', { period: '2026-11' }));
    expect((await voucherLines(run.voucher_id)).find((l) => l[0] === '560104')).toEqual(['560104', '3166.67', '0.00', ids.sales]);
    const december = await ok(c().get('/fixed-assets/depreciation/preview?period=2026-12'));
    expect(december.list.find((l: Row) => l.asset_id === ids.car).department_id).toBe(ids.admin);
  });

  it('disposal: Dr 1602 + Dr 1606 / Cr 1601, proceeds and the loss cleared from 1606 to 5711', async () => {
    // Computer: 11,400 + 3 × 950 = 14,250 accumulated, net 45,750, sold for 40,000: loss 5,750.
    const made = await ok(c().post(`/fixed-assets/${ids.computer}/dispose`, { date: '2026-12-10', proceeds: '40000' }));
    expect(made).toMatchObject({ net_value: '45750.00', result: '-5750.00' });
    expect(await voucherLines(made.voucher_id)).toEqual([
      ['1602', '14250.00', '0.00', 0], ['1606', '45750.00', '0.00', 0], ['1601', '0.00', '60000.00', 0],
      ['1002', '40000.00', '0.00', 0], ['1606', '0.00', '40000.00', 0], ['5711', '5750.00', '0.00', 0], ['1606', '0.00', '5750.00', 0],
    ]);
    expect((await ok(c().get(`/fixed-assets/${ids.computer}`))).status).toBe(2);
    expect((await c().put(`/fixed-assets/${ids.computer}`, { name: '旧电脑' })).code).toBe(4090);
    expect((await c().delete(`/fixed-assets/${ids.computer}`)).code).toBe(4090);
    // None in the month of disposal.
    const december = await ok(c().get('/fixed-assets/depreciation/preview?period=2026-12'));
    expect(december.list.map((l: Row) => l.code)).toEqual(['FA-002', 'FA-003']);
  });

  it('terms of a depreciated card stay; another enterprise sees none of it', async () => {
    expect((await c().put(`/fixed-assets/${ids.lathe}`, { original_value: '130000' })).code).toBe(4090);
    await ok(c().put(`/fixed-assets/${ids.lathe}`, { location: '一号车间' }));
    const o = other.admin.client;
    expect((await o.get(`/fixed-assets/${ids.lathe}`)).code).toBe(4004);
    expect((await o.get('/fixed-assets/depreciation-table?period=2026-10')).data.list).toEqual([]);
    expect((await o.post(`/fixed-assets/${ids.lathe}/dispose`, { date: '2026-12-10' })).code).toBe(4004);
    expect((await o.post('/fixed-assets/depreciation/undo', { period: '2026-11' })).code).toBe(4090);
  });
});

describe('the asset card as printed', () => {
  it('the car: its fields, the months booked with their vouchers, the transfer; accumulated = the booked sum', async () => {
    const card = await ok(c().get(`/fixed-assets/${ids.car}/card`));
    expect(card).toMatchObject({
      code: 'FA-003', name: '轿车', category_name: '办公设备', department_name: '管理部', start_date: '2026-09-05', original_value: '120000.00', life_months: 60,
      residual_rate: '5.00', residual_value: '6000.00', method: 'sum_of_years', status: 1, accumulated_depreciation: '0.00', depreciated: '6333.34',
      accumulated: '6333.34', net_value: '113666.66', months_booked: 2,
    });
    expect(card.history.map((h: Row) => [h.period, h.department_name, h.expense_subject, h.depreciation, h.accumulated, h.net_value])).toEqual([
      ['2026-10', '销售部', '560104', '3166.67', '3166.67', '116833.33'], ['2026-11', '销售部', '560104', '3166.67', '6333.34', '113666.66'],
    ]);
    expect(card.history.every((h: Row) => /^记-\d{4}$/.test(h.voucher_no))).toBe(true);
    expect(card.changes.map((h: Row) => [h.change_date, h.kind, h.from_department_name, h.to_department_name])).toEqual([
      ['2026-09-05', 'add', '', ''], ['2026-11-15', 'transfer', '销售部', '管理部'],
    ]);
    expect((await other.admin.client.get(`/fixed-assets/${ids.car}/card`)).code).toBe(4004);
  });
});

describe('asset counts', () => {
  it('a count of the workshop: the lathe not found is a loss Dr 1901 + 1602 / Cr 1601 and leaves the books', async () => {
    const made = await ok(c().post('/fixed-assets/counts', { count_date: '2026-12-20', department_id: ids.workshop }));
    expect(made.lines).toBe(1);
    const detail = await ok(c().get(`/fixed-assets/counts/${made.id}`));
    expect(detail.lines.map((l: Row) => [l.code, l.counted])).toEqual([['FA-002', true]]);
    await ok(c().put(`/fixed-assets/counts/${made.id}/lines`, { lines: [{ asset_id: ids.lathe, counted: false }] }));
    expect((await ok(c().get('/fixed-assets/counts'))).list[0]).toMatchObject({ book: 1, counted: 0, missing: 1, status: 1 });
    // Lathe: 2 × 4,000.00 booked (October, November): net 112,000.00.
    const done = await ok(c().post(`/fixed-assets/counts/${made.id}/finish`));
    expect(done.missing).toBe(1);
    expect(await voucherLines(done.voucher_id)).toEqual([['1901', '112000.00', '0.00', ids.workshop], ['1602', '8000.00', '0.00', 0], ['1601', '0.00', '120000.00', 0]]);
    expect((await ok(c().get(`/fixed-assets/${ids.lathe}`))).status).toBe(2);
    expect((await c().post(`/fixed-assets/counts/${made.id}/finish`)).code).toBe(4090);
    expect((await other.admin.client.get(`/fixed-assets/counts/${made.id}`)).code).toBe(4004);
    // Another enterprise naming this one's workshop is refused, field named, in its language; nothing is stored.
    const counts = (await ok(other.admin.client.get('/fixed-assets/counts'))).list.length;
    const foreign = await other.admin.client.post('/fixed-assets/counts', { count_date: '2026-12-20', department_id: ids.workshop }, { language: 2 });
    expect([foreign.code, Object.keys(foreign.data.fields)]).toEqual([4220, ['department_id']]);
    expect((await ok(other.admin.client.get('/fixed-assets/counts'))).list.length).toBe(counts);
  });

  it('the loss awaits approval: compensation Dr 1221, the rest Dr 5711 / Cr 1901 112,000.00', async () => {
    const count = (await ok(c().get('/fixed-assets/counts'))).list[0];
    expect(count).toMatchObject({ status: 2, loss_amount: '112000.00', surplus_amount: '0.00', approval_voucher_id: 0 });
    const tooMuch = await c().post(`/fixed-assets/counts/${count.id}/approve`, { compensation: '112000.01' });
    expect([tooMuch.code, tooMuch.msg]).toEqual([4220, '赔偿金额须在 0 与盘亏净值 112000.00 之间']);
    const early = await c().post(`/fixed-assets/counts/${count.id}/approve`, { date: '2026-12-19' });
    expect([early.code, early.msg]).toEqual([4220, '审批日期不能早于盘点日期 2026-12-20']);
    const approved = await ok(c().post(`/fixed-assets/counts/${count.id}/approve`, { date: '2026-12-28', compensation: '2000' }));
    expect(await voucherLines(approved.voucher_id)).toEqual([['1221', '2000.00', '0.00', 0], ['5711', '110000.00', '0.00', 0], ['1901', '0.00', '112000.00', 0]]);
    expect((await ok(c().get(`/fixed-assets/counts/${count.id}`)))).toMatchObject({ status: 3, compensation: '2000.00', approve_date: '2026-12-28', approval_voucher_id: approved.voucher_id });
    expect((await c().post(`/fixed-assets/counts/${count.id}/approve`, {})).msg).toBe('盘点单已审批');
  });

  it('a surplus enters as a new card Dr 1601 / Cr 1602 + 1901, approved Dr 1901 / Cr 5301; 1901 ends at zero', async () => {
    const made = await ok(c().post('/fixed-assets/counts', { count_date: '2026-12-21', department_id: ids.admin }));
    expect((await c().post(`/fixed-assets/counts/${made.id}/approve`, {})).msg).toBe('盘点单尚未完成，不能审批');
    const projector = { code: 'FA-009', name: '投影仪', category_id: ids.office, department_id: ids.admin, location: '会议室', original_value: '6000', accumulated_depreciation: '1000' };
    const taken = await c().put(`/fixed-assets/counts/${made.id}/surplus`, { list: [{ ...projector, code: 'FA-001' }] });
    expect([taken.code, taken.msg]).toEqual([4220, '盘盈第 1 行：资产编码 FA-001 已被使用']);
    const over = await c().put(`/fixed-assets/counts/${made.id}/surplus`, { list: [{ ...projector, accumulated_depreciation: '6000.01' }] }, { language: 2 });
    expect(over.msg).toBe('Surplus line 1: the original value must be above 0 and the accumulated depreciation not above it');
    await ok(c().put(`/fixed-assets/counts/${made.id}/surplus`, { list: [projector] }));
    expect((await ok(c().get(`/fixed-assets/counts/${made.id}`))).surplus.map((r: Row) => [r.code, r.original_value, r.accumulated_depreciation, r.asset_id])).toEqual([['FA-009', '6000.00', '1000.00', 0]]);
    const done = await ok(c().post(`/fixed-assets/counts/${made.id}/finish`));
    expect([done.missing, done.surplus]).toEqual([0, 1]);
    expect(await voucherLines(done.voucher_id)).toEqual([['1601', '6000.00', '0.00', ids.admin], ['1602', '0.00', '1000.00', 0], ['1901', '0.00', '5000.00', 0]]);
    const card = (await ok(c().get(`/fixed-assets/counts/${made.id}`))).surplus[0].asset_id;
    expect(await ok(c().get(`/fixed-assets/${card}`))).toMatchObject({ code: 'FA-009', status: 1, start_date: '2026-12-21', life_months: 60, method: 'straight_line' });
    // Depreciation starts the month after: (6,000 × 95 % − 1,000) / 60 = 78.33 in January.
    const january = await ok(c().get('/fixed-assets/depreciation/preview?period=2027-01'));
    expect(january.list.find((l: Row) => l.asset_id === card)?.depreciation).toBe('78.33');
    const approved = await ok(c().post(`/fixed-assets/counts/${made.id}/approve`, {}));
    expect(await voucherLines(approved.voucher_id)).toEqual([['1901', '5000.00', '0.00', 0], ['5301', '0.00', '5000.00', 0]]);
    const balance = await ok(c().get('/ledger/subject-balance?period_from=2026-12&period_to=2026-12'));
    const pending = (balance.list as Row[]).find((r) => r.code === '1901');
    expect([pending?.closing_debit ?? '0.00', pending?.closing_credit ?? '0.00']).toEqual(['0.00', '0.00']);
  });
});
