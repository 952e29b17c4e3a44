import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFirstSheet, writeSheet } from '../../engines/resource/workbook.ts';
import { changeVoucherStatus, createVoucher } from '../../engines/ledger/index.ts';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '总账初始化');
  b = await enterpriseWithAdmin(t.client, '总账初始化');
});
afterAll(async () => { await t?.close(); });

const subject = async (client: EnterpriseFixture['admin']['client'], code: string) =>
  (await client.get(`/subjects?keyword=${code}&page_size=50`)).data.list.find((s: { code: string }) => s.code === code);

describe('chart of accounts', () => {
  it('lists accounts with pinyin initials, leaf and auxiliary kinds; keyword matches initials; leaf and status filter', async () => {
    const c = a.admin.client;
    const cash = (await c.get('/subjects?keyword=kcxj')).data;
    expect(cash.list.map((s: { code: string }) => s.code)).toEqual(['1001']);
    expect(cash.list[0]).toMatchObject({ code: '1001', name: '库存现金', initials: 'kcxj', leaf: true, aux_types: [], level: 1, status: 1 });
    expect((await c.get('/subjects?keyword=1122')).data.list[0]).toMatchObject({ aux_types: ['partner'], leaf: true });
    expect((await c.get('/subjects?keyword=2221')).data.list.map((s: { code: string; leaf: boolean }) => `${s.code}:${s.leaf}`).slice(0, 3)).toEqual(['2221:false', '222101:false', '22210101:true']);
    const all = (await c.get('/subjects?page_size=2000')).data.total;
    const leaves = (await c.get('/subjects?page_size=2000&leaf=1')).data;
    expect(leaves.list.some((s: { code: string }) => s.code === '2221')).toBe(false);
    expect(leaves.total).toBeLessThan(all);
    expect((await c.get('/subjects?keyword=cash', { language: 2 })).data.list[0]).toMatchObject({ code: '1001', name: 'Cash on hand', name_zh: '库存现金' });
  });

  it('sub-accounts take the next code, level, parent, category and side; codes change only while unused and childless', async () => {
    const c = a.admin.client;
    expect((await c.get('/subjects/next-code?parent_code=1002')).data.code).toBe('100201');
    const icbc = await c.post('/subjects', { parent_code: '1002', name: '工商银行' });
    const cmb = await c.post('/subjects', { parent_code: '1002', name: '招商银行', name_en: 'CMB' });
    expect([icbc.code, cmb.code]).toEqual([2000, 2000]);
    expect((await c.get(`/subjects/${icbc.data.id}`)).data).toMatchObject({ code: '100201', level: 2, parent_code: '1002', category: 1, direction: 1, leaf: true, initials: 'gsyh' });
    expect((await c.get(`/subjects/${cmb.data.id}`)).data.code).toBe('100202');
    expect((await subject(c, '1002')).leaf).toBe(false);
    expect((await c.get('/subjects/next-code?parent_code=1002')).data.code).toBe('100203');

    const bad = await c.post('/subjects', { parent_code: '1002', code: '100301', name: '错' });
    expect([bad.code, bad.msg]).toEqual([4220, '下级科目编码须以上级科目编码 1002 开头并加2位']);
    expect((await c.post('/subjects', { code: '100202', name: '重复' })).msg).toBe('科目编码 100202 已存在');
    expect((await c.post('/subjects', { code: '9999', name: '一级无类别' })).code).toBe(4220);

    const cmbRow = (await c.get(`/subjects/${cmb.data.id}`)).data;
    expect((await c.put(`/subjects/${cmb.data.id}`, { code: '100205', version: cmbRow.version })).code).toBe(2000);
    expect((await c.put(`/subjects/${cmb.data.id}`, { name: '招行', version: cmbRow.version })).code).toBe(4090); // stale version
    const parent = await subject(c, '1002');
    expect(await c.put(`/subjects/${parent.id}`, { code: '1003' })).toMatchObject({ code: 4090, msg: '科目 1002 有下级科目或已使用，不能修改编码' });
    expect(await c.delete(`/subjects/${parent.id}`)).toMatchObject({ code: 4090, msg: '科目 1002 有下级科目，请先删除下级科目' });
    expect((await c.delete(`/subjects/${cmb.data.id}`)).code).toBe(2000);
    expect(await subject(c, '100205')).toBeUndefined();
  });

  it('a used account is disabled instead of deleted, keeps its code and auxiliaries and gets no sub-accounts', async () => {
    const c = a.admin.client;
    const icbc = await subject(c, '100201');
    expect((await c.put('/finance/opening-balances', { lines: [{ subject_code: '100201', debit: '100' }, { subject_code: '3001', credit: '100' }] })).code).toBe(2000);
    expect(await c.post('/subjects', { parent_code: '100201', name: '活期' })).toMatchObject({ code: 4090, msg: '科目 100201 已有业务数据（凭证、期初或余额），不能增加下级科目' });
    expect((await c.put(`/subjects/${icbc.id}`, { code: '100209' })).code).toBe(4090);
    expect((await c.put(`/subjects/${icbc.id}`, { aux_types: ['project'] })).msg).toBe('科目 100201 已使用，不能修改辅助核算');
    expect((await c.put(`/subjects/${icbc.id}`, { name: '工商银行基本户' })).code).toBe(2000);
    expect(await c.delete(`/subjects/${icbc.id}`)).toMatchObject({ code: 4090, msg: '科目 100201 已使用，不能删除，已改为停用' });
    expect(await subject(c, '100201')).toMatchObject({ status: 2, name: '工商银行基本户' });
    expect((await c.get('/subjects?status=1&keyword=1002')).data.list.map((s: { code: string }) => s.code)).toEqual(['1002']);
    expect((await c.put(`/subjects/${icbc.id}`, { status: 1 })).code).toBe(2000);
    expect((await c.put('/finance/opening-balances', { lines: [] })).code).toBe(2000);
  });

  it('exports the chart to Excel and imports new sub-accounts with row errors', async () => {
    const c = a.admin.client;
    const file = await c.download('/subjects/export');
    expect([file.status, file.contentType]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const exported: string[][] = [];
    for await (const r of readFirstSheet(Readable.from(file.body))) exported.push(r.cells);
    expect(exported[0]).toEqual(['科目编码', '科目名称', '英文名称', '科目类别', '余额方向', '辅助核算', '状态']);
    expect(exported.find((r) => r[0] === '1122')).toEqual(['1122', '应收账款', 'Accounts receivable', '1', '借', 'partner', '启用']);
    const sheet = writeSheet('科目', exported[0]!);
    sheet.add(['100203', '建设银行', 'CCB', '', '', '', '']);
    sheet.add(['1001', '现金', '', '', '', '', '']);
    sheet.add(['1003', '无类别', '', '', '', '', '']);
    sheet.add(['550101', '无上级', '', '', '', '', '']);
    const imported = await c.upload('/subjects/import', await sheet.finish(), 'chart.xlsx');
    expect(imported.data).toEqual({ created: 1, updated: 1, errors: [
      { row: 4, message: '第4行：一级科目须选择科目类别和余额方向' }, { row: 5, message: '第5行：上级科目 5501 不存在' },
    ] });
    expect(await subject(c, '100203')).toMatchObject({ name: '建设银行', parent_code: '1002', level: 2 });
    expect((await subject(c, '1001')).name).toBe('现金');
  });

  it('lists the standard cash-flow items of 会小企03表', async () => {
    const items = (await a.admin.client.get('/finance/cash-flow-items')).data.list;
    expect(items).toHaveLength(16);
    expect(items[0]).toEqual({ code: '01', line: 1, name: '销售产成品、商品、提供劳务收到的现金', activity: 'operating', inflow: true });
    expect(items.map((i: { code: string }) => i.code)).not.toContain('07');
  });

  it('keeps enterprises apart', async () => {
    const mine = await subject(a.admin.client, '100201');
    expect((await b.admin.client.get(`/subjects/${mine.id}`)).code).toBe(4004);
    expect((await b.admin.client.put(`/subjects/${mine.id}`, { name: 'x' })).code).toBe(4004);
    expect((await b.admin.client.delete(`/subjects/${mine.id}`)).code).toBe(4004);
    expect(await subject(b.admin.client, '100201')).toBeUndefined();
  });
});

describe('opening balances and initialization', () => {
  it('checks the trial balance, refuses to initialize until it balances, then locks the openings', async () => {
    const c = b.admin.client;
    expect((await c.put('/finance/settings', { start_period: '2026-10' })).code).toBe(2000);
    const unbalanced = await c.put('/finance/opening-balances', { lines: [
      { subject_code: '1001', debit: '5000' }, { subject_code: '1601', debit: '20000.5' }, { subject_code: '1602', credit: '500.5' },
      { subject_code: '2241', credit: '4000' }, { subject_code: '3001', credit: '20000' },
    ] });
    expect(unbalanced.data.check).toEqual({
      debit: '25000.50', credit: '24500.50', ytd_debit: '0.00', ytd_credit: '0.00',
      assets: '24500.00', cost: '0.00', liabilities: '4000.00', equity: '20000.00', profit_loss: '0.00', balanced: false, equation_balanced: false,
    });
    const refused = await c.post('/finance/initialize', { start_period: '2026-10' });
    expect([refused.code, refused.msg]).toEqual([4220, '期初试算不平衡：借方 25000.50，贷方 24500.50，本年累计借方 0.00，贷方 0.00']);
    expect((await c.get('/finance/current-period')).code).toBe(5000);

    expect((await c.put('/finance/opening-balances', { lines: [{ subject_code: '1405', debit: '1' }] })).msg).toBe('科目 1405 的期初来自库存台账（仓库期初），不能手工录入');
    expect((await c.put('/finance/opening-balances', { lines: [{ subject_code: '2221', credit: '1' }] })).msg).toBe('科目 2221 不是末级科目，期初余额只能录入末级科目');
    expect((await c.put('/finance/opening-balances', { lines: [{ subject_code: '1123', debit: '1' }] })).msg).toBe('科目 1123 需要按“往来单位”录入期初');

    const balanced = await c.put('/finance/opening-balances', { lines: [
      { subject_code: '1001', debit: '5000' }, { subject_code: '1601', debit: '20000.5' }, { subject_code: '1602', credit: '500.5' },
      { subject_code: '2241', credit: '4500' }, { subject_code: '3001', credit: '20000' },
      { subject_code: '5001', ytd_credit: '30000' }, { subject_code: '5401', ytd_debit: '30000' },
    ] });
    expect(balanced.data.check).toMatchObject({ debit: '25000.50', credit: '25000.50', ytd_debit: '30000.00', ytd_credit: '30000.00', balanced: true, equation_balanced: true });
    expect(balanced.data.lines.map((l: { subject_code: string; debit: string; credit: string; source: string }) => `${l.subject_code} ${l.debit} ${l.credit} ${l.source}`)).toEqual([
      '1001 5000.00 0.00 typed', '1601 20000.50 0.00 typed', '1602 0.00 500.50 typed', '2241 0.00 4500.00 typed', '3001 0.00 20000.00 typed',
      '5001 0.00 0.00 typed', '5401 0.00 0.00 typed',
    ]);

    const started = await c.post('/finance/initialize', {});
    expect(started.code, started.msg).toBe(2000);
    expect(started.data).toMatchObject({ locked_account: 1, business_period: { fiscal_period: '2026-10' }, finance_period: { fiscal_period: '2026-10' } });
    expect((await c.get('/finance/current-period')).data.finance_period.fiscal_period).toBe('2026-10');
    expect((await c.get('/finance/settings')).data).toMatchObject({ start_period: '2026-10', initialized: true, voucher_mode: 'on_approval', maker_cannot_audit: true });
    expect((await c.get('/finance/periods')).data).toMatchObject({ start_period: '2026-10', business_period: '2026-10', finance_period: '2026-10' });
    expect((await c.put('/finance/opening-balances', { lines: [] })).code).toBe(4090);
    expect((await c.put('/finance/settings', { start_period: '2026-01' })).code).toBe(4090);
    expect((await c.post('/finance/initialize', {})).code).toBe(4090);
    expect((await c.get('/finance/opening-balances')).data).toMatchObject({ initialized: true, check: { debit: '25000.50', credit: '25000.50', balanced: true } });
    // Another enterprise's books are untouched.
    expect((await a.admin.client.get('/finance/opening-balances')).data).toMatchObject({ initialized: false, lines: [] });
  });

  it('reverses the opening close while no voucher is posted', async () => {
    const c = b.admin.client;
    const db = t.database.db;
    const employee = await db.selectFrom('employee').select('id').where('enterprise_id', '=', b.enterpriseId).executeTakeFirstOrThrow();
    const voucher = await db.transaction().execute((tx) => createVoucher(tx, b.enterpriseId, {
      voucher_date: '2026-10-08', word: '记', lines: [{ summary: '提现', subject_code: '1001', debit: '300' }, { summary: '提现', subject_code: '2241', credit: '300' }],
    }, { kind: 'manual', makerId: employee.id }));
    await db.transaction().execute(async (tx) => {
      await changeVoucherStatus(tx, b.enterpriseId, voucher.id, 'audit', employee.id + 1000);
      await changeVoucherStatus(tx, b.enterpriseId, voucher.id, 'post', employee.id + 1000);
    });
    expect(await c.post('/finance/initialize/reverse')).toMatchObject({ code: 4090, msg: '已有 1 张凭证记账，不能反初始化' });
    await db.transaction().execute((tx) => changeVoucherStatus(tx, b.enterpriseId, voucher.id, 'unpost', employee.id));
    expect((await c.post('/finance/initialize/reverse')).code).toBe(2000);
    expect((await c.get('/finance/current-period')).code).toBe(5000);
    expect((await c.put('/finance/opening-balances', { lines: [{ subject_code: '1001', debit: '1' }] })).code).toBe(2000);
    expect((await c.post('/finance/initialize/reverse')).code).toBe(4090);
  });

  it('computes the openings of AR/AP per partner from the partner ledger, read-only', async () => {
    const c = a.admin.client;
    const db = t.database.db;
    const now = Math.floor(Date.now() / 1000);
    const [customer, supplier] = await db.insertInto('partner')
      .values([{ enterprise_id: a.enterpriseId, type: 1, name: '上海博世', create_time: now, update_time: now }, { enterprise_id: a.enterpriseId, type: 2, name: '宁波拓普', create_time: now, update_time: now }])
      .returning('id').execute();
    const entry = (partner: number, date: string, value: string) => ({ enterprise_id: a.enterpriseId, partner_id: partner, entry_date: date, kind: 'receivable', amount: value, bill_type: 'receivable-bills', bill_id: 1, bill_sn: 'YSD-1', create_time: now });
    await db.insertInto('partner_entry').values([entry(customer!.id, '2026-08-31', '1200.40'), entry(supplier!.id, '2026-08-31', '-800'), entry(customer!.id, '2026-09-02', '99')]).execute();
    await c.put('/finance/settings', { start_period: '2026-09' });
    const openings = (await c.get('/finance/opening-balances')).data;
    expect(openings.lines.map((l: { subject_code: string; aux_name: string; debit: string; credit: string; source: string }) => `${l.subject_code} ${l.aux_name} ${l.debit} ${l.credit} ${l.source}`)).toEqual([
      '1122 上海博世 1200.40 0.00 partner', '2202 宁波拓普 0.00 800.00 partner',
    ]);
    expect((await c.put('/finance/opening-balances', { lines: [{ subject_code: '1122', partner_id: customer!.id, debit: '5' }] })).msg).toBe('科目 1122 的期初来自往来台账（应收应付期初），不能手工录入');
    const saved = await c.put('/finance/opening-balances', { lines: [{ subject_code: '3001', credit: '400.40' }] });
    expect(saved.data.check).toMatchObject({ debit: '1200.40', credit: '1200.40', balanced: true });
    expect((await c.post('/finance/initialize', { start_period: '2026-09' })).code).toBe(2000);
    const stored = await db.selectFrom('opening_balance').select(['partner_id', 'debit', 'credit']).where('enterprise_id', '=', a.enterpriseId).where('partner_id', '>', 0).orderBy('partner_id').execute();
    expect(stored).toEqual([{ partner_id: customer!.id, debit: '1200.40', credit: '0.00' }, { partner_id: supplier!.id, debit: '0.00', credit: '800.00' }]);
  });
});
