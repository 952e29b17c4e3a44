import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveLedgerSettings } from '../../../engines/ledger/index.ts';
import type { Account } from '../../../testing/accounts.ts';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
let auditor: Account & { employeeId: number };
let customer: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '凭证企业', { adminName: '会计甲' });
  b = await enterpriseWithAdmin(t.client, '凭证企业');
  const db = t.database.db;
  await db.updateTable('enterprise').set({ locked_account: 1, finance_period: '2026-01', business_period: '2026-01' }).where('id', 'in', [a.enterpriseId, b.enterpriseId]).execute();
  for (const e of [a, b]) await db.transaction().execute((tx) => saveLedgerSettings(tx, e.enterpriseId, { start_period: '2026-01' }));
  customer = (await a.admin.client.post('/partners', { type: 1, name: '修理厂' })).data.id;
  auditor = await joinedMember(t.client, a, '审核员乙');
  const group = await a.admin.client.post('/permission-groups', { name: '凭证审核' });
  await a.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [
    { page: 'voucherList', funs: ['voucher_audit', 'voucher_reverse', 'voucher_post', 'voucher_unpost'], cols: null },
    { page: 'voucherCheck', funs: ['voucher_check_audit'], cols: null },
  ] });
  await a.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [auditor.employeeId] });
});
afterAll(async () => { await t?.close(); });

const sale = (amount: string, date = '2026-03-15') => ({
  voucher_date: date, word: '记', attachments: 2,
  lines: [
    { summary: '销售商品', subject_code: '1122', debit: amount, partner_id: customer },
    { summary: '销售商品', subject_code: '5001', credit: amount },
  ],
});

describe('voucher routes', () => {
  it('enter, audit by another person, post, reverse in red: the list, the detail and the books show exact figures', async () => {
    const admin = a.admin.client;
    const made = await admin.post('/vouchers', sale('1130.00'));
    expect(made).toMatchObject({ code: 2000, data: { period: '2026-03', word: '记', number: 1, voucher_no: '记-0001' } });
    const id = made.data.id;

    const detail = (await admin.get(`/vouchers/${id}`)).data;
    expect(detail).toMatchObject({ voucher_no: '记-0001', status: 1, attachments: 2, total_debit: '1130.00', total_credit: '1130.00', maker_name: '会计甲', version: 1, source: [] });
    expect(detail.lines.map((l: Record<string, unknown>) => [l.subject_code, l.subject_name, l.debit, l.credit, l.partner_name]))
      .toEqual([['1122', '应收账款', '1130.00', '0.00', '修理厂'], ['5001', '主营业务收入', '0.00', '1130.00', '']]);
    expect((await admin.get(`/vouchers/${id}`, { language: 2 })).data.lines[1].subject_name).toBe('Main business revenue');

    // Settings on (the default): the maker may not audit; another person may.
    expect(await admin.post(`/vouchers/${id}/audit`, { action: 'audit' })).toMatchObject({ code: 4090, msg: '制单人不能审核自己制作的凭证' });
    expect((await auditor.client.post(`/vouchers/${id}/audit`, { action: 'audit' })).data).toEqual({ status: 2 });
    expect((await admin.put(`/vouchers/${id}`, sale('1.00'))).code).toBe(4090);
    expect((await auditor.client.post(`/vouchers/${id}/audit`, { action: 'post' })).data).toEqual({ status: 3 });
    expect(await admin.delete(`/vouchers/${id}`)).toMatchObject({ code: 4090, msg: '只有未审核的凭证可以修改或删除' });
    // The auditor has no right to make vouchers.
    expect((await auditor.client.post('/vouchers', sale('5.00'))).code).toBe(4003);

    const red = await admin.post(`/vouchers/${id}/reverse`, {});
    expect(red.data).toMatchObject({ voucher_no: '记-0002', number: 2 });
    const redDetail = (await admin.get(`/vouchers/${red.data.id}`)).data;
    expect(redDetail.lines.map((l: Record<string, string>) => [l.summary, l.debit, l.credit])).toEqual([['冲销 记-0001号', '-1130.00', '0.00'], ['冲销 记-0001号', '0.00', '-1130.00']]);
    expect((await admin.get(`/vouchers/${id}`)).data).toMatchObject({ status: 3, auditor_name: '审核员乙', poster_name: '审核员乙', reversed_by: { id: red.data.id, voucher_no: '记-0002' } });

    const list = (await admin.get('/vouchers?period=2026-03')).data;
    expect(list.total).toBe(2);
    expect(list.sum).toEqual({ total_debit: '0.00', total_credit: '0.00' });
    expect(list.list.map((r: Record<string, unknown>) => [r.voucher_no, r.status, r.total_debit, r.maker_name])).toEqual([
      ['记-0001', 3, '1130.00', '会计甲'], ['记-0002', 1, '-1130.00', '会计甲'],
    ]);
    expect(list.list[1].lines).toEqual([
      { line_no: 1, summary: '冲销 记-0001号', subject_code: '1122', subject_name: '应收账款', debit: '-1130.00', credit: '0.00' },
      { line_no: 2, summary: '冲销 记-0001号', subject_code: '5001', subject_name: '主营业务收入', debit: '0.00', credit: '-1130.00' },
    ]);
    expect((await admin.get('/vouchers?period=2026-03&status=3')).data.list.map((r: { voucher_no: string }) => r.voucher_no)).toEqual(['记-0001']);
    expect((await admin.get(`/vouchers?keyword=${encodeURIComponent('冲销')}`)).data.list.map((r: { voucher_no: string }) => r.voucher_no)).toEqual(['记-0002']);
    expect((await admin.get(`/vouchers?keyword=${encodeURIComponent('记-0001')}`)).data.list.map((r: { voucher_no: string }) => r.voucher_no)).toEqual(['记-0001', '记-0002']); // its number, and the red one's summary names it
    expect((await admin.get(`/vouchers?keyword=${encodeURIComponent('记2')}`)).data.list.map((r: { voucher_no: string }) => r.voucher_no)).toEqual(['记-0002']);
    expect((await admin.get(`/vouchers?keyword=${encodeURIComponent('主营业务')}`)).data.total).toBe(2);
    expect((await admin.get('/vouchers?subject_code=1122')).data.total).toBe(2);
    expect((await admin.get('/vouchers?subject_code=1001')).data.total).toBe(0);

    // Unpost then unaudit bring the voucher back to unaudited; the posted balances follow.
    const posted = async () => (await t.database.db.selectFrom('period_balance as b').innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'b.enterprise_id').onRef('s.id', '=', 'b.subject_id'))
      .select(['b.posted_debit', 'b.debit']).where('b.enterprise_id', '=', a.enterpriseId).where('s.code', '=', '1122').where('b.period', '=', '2026-03').executeTakeFirstOrThrow());
    expect(await posted()).toEqual({ posted_debit: '1130.00', debit: '0.00' });
    expect((await auditor.client.post(`/vouchers/${id}/audit`, { action: 'unpost' })).data).toEqual({ status: 2 });
    expect((await posted()).posted_debit).toBe('0.00');
    expect((await auditor.client.post(`/vouchers/${id}/audit`, { action: 'unaudit' })).data).toEqual({ status: 1 });

    // Another enterprise neither sees nor touches it.
    expect((await b.admin.client.get(`/vouchers/${id}`)).code).toBe(4004);
    expect((await b.admin.client.put(`/vouchers/${id}`, sale('1.00'))).code).toBe(4004);
    expect((await b.admin.client.post(`/vouchers/${id}/audit`, { action: 'audit' })).code).toBe(4004);
    expect((await b.admin.client.delete(`/vouchers/${id}`)).code).toBe(4004);
    expect((await b.admin.client.get('/vouchers')).data.total).toBe(0);

    const log = await t.database.db.selectFrom('change_log').select(['action', 'summary']).where('enterprise_id', '=', a.enterpriseId).where('resource', '=', 'vouchers').where('record_id', '=', id).orderBy('id').execute();
    expect(log.map((l) => `${l.action} ${l.summary}`)).toEqual(['create 记-0001', 'update audit', 'update post', 'update unpost', 'update unaudit']);
  });

  it('refuses with 4220 and a message: unbalanced, both sides, a parent account, a disabled account, a missing partner', async () => {
    const admin = a.admin.client;
    const base = sale('10.00', '2026-04-02');
    const msg = async (body: unknown) => { const r = await admin.post('/vouchers', body); return `${r.code} ${r.msg}`; };
    expect(await msg({ ...base, lines: [base.lines[0], { ...base.lines[1], credit: '9.99' }] })).toBe('4220 借贷不平衡：借方合计 10.00，贷方合计 9.99');
    expect(await msg({ ...base, lines: [{ ...base.lines[0], credit: '10.00' }, base.lines[1]] })).toBe('4220 第1行：借方和贷方只能填一个');
    expect(await msg({ ...base, lines: [base.lines[0], { ...base.lines[1], subject_code: '2221' }] })).toBe('4220 第2行：科目 2221 有下级科目，只能使用末级科目');
    expect(await msg({ ...base, lines: [{ ...base.lines[0], partner_id: 0 }, base.lines[1]] })).toBe('4220 第1行：科目 1122 需要辅助核算“往来单位”');
    await t.database.db.updateTable('account_subject').set({ status: 2 }).where('enterprise_id', '=', a.enterpriseId).where('code', '=', '5401').execute();
    expect(await msg({ ...base, lines: [base.lines[0], { ...base.lines[1], subject_code: '5401' }] })).toBe('4220 第2行：科目 5401 已停用');
    const en = await admin.post('/vouchers', { ...base, lines: [base.lines[0], { ...base.lines[1], credit: '9.99' }] }, { language: 2 });
    expect(en.msg).toBe('Debits and credits do not balance: debit 10.00, credit 9.99');
    expect((await admin.post('/vouchers', { ...base, lines: [base.lines[0], { ...base.lines[1], credit: '1.001' }] })).code).toBe(4220);
    expect((await admin.get('/vouchers?period=2026-04')).data.total).toBe(0);
  });

  it('with the setting off the maker audits; a stale version answers 4090; delete and renumber close the numbers', async () => {
    const admin = a.admin.client;
    const one = (await admin.post('/vouchers', sale('1.00', '2026-05-03'))).data;
    const two = (await admin.post('/vouchers', sale('2.00', '2026-05-04'))).data;
    const three = (await admin.post('/vouchers', sale('3.00', '2026-05-05'))).data;
    expect([one.number, two.number, three.number]).toEqual([1, 2, 3]);

    const loaded = (await admin.get(`/vouchers/${two.id}`)).data;
    expect((await admin.put(`/vouchers/${two.id}`, { ...sale('2.50', '2026-05-04'), version: loaded.version })).code).toBe(2000);
    const stale = await admin.put(`/vouchers/${two.id}`, { ...sale('2.60', '2026-05-04'), version: loaded.version });
    expect(stale).toMatchObject({ code: 4090, data: { stale: true, version: loaded.version + 1, changed_by: '会计甲' } });
    expect((await admin.get(`/vouchers/${two.id}`)).data.total_debit).toBe('2.50');

    await t.database.db.transaction().execute((tx) => saveLedgerSettings(tx, a.enterpriseId, { maker_cannot_audit: false }));
    expect((await admin.post(`/vouchers/${one.id}/audit`, { action: 'audit' })).data).toEqual({ status: 2 });
    await t.database.db.transaction().execute((tx) => saveLedgerSettings(tx, a.enterpriseId, { maker_cannot_audit: true }));
    const batch = await auditor.client.post('/vouchers/batch-audit', { ids: [one.id, two.id, three.id], action: 'audit' });
    expect(batch.data).toEqual({ done: 2, errors: [{ id: one.id, voucher_no: '记-0001', message: '凭证当前状态不允许此操作' }] });

    const four = (await admin.post('/vouchers', sale('4.00', '2026-05-06'))).data;
    expect((await admin.delete(`/vouchers/${four.id}`)).data).toEqual({ id: four.id, period: '2026-05', word: '记', number: 4, voucher_no: '记-0004' });
    expect((await admin.post(`/vouchers/${three.id}/audit`, { action: 'unaudit' })).code).toBe(2000);
    expect((await admin.delete(`/vouchers/${three.id}`)).code).toBe(2000);
    expect((await admin.post(`/vouchers/${two.id}/audit`, { action: 'unaudit' })).code).toBe(2000);
    expect((await admin.delete(`/vouchers/${two.id}`)).code).toBe(2000);
    const again = (await admin.post('/vouchers', sale('5.00', '2026-05-07'))).data;
    expect(again.voucher_no).toBe('记-0002');
    const gap = (await admin.post('/vouchers', sale('6.00', '2026-05-08'))).data;
    expect((await admin.delete(`/vouchers/${again.id}`)).code).toBe(2000);
    expect((await admin.post('/vouchers/renumber', { period: '2026-05' })).data).toEqual({ moved: [{ word: '记', from: 3, to: 2 }] });
    expect((await admin.get(`/vouchers/${gap.id}`)).data.voucher_no).toBe('记-0002');
    expect((await auditor.client.post('/vouchers/renumber', { period: '2026-05' })).code).toBe(4003);
  });

  it('numbers 30 vouchers saved at once 1..30 without gaps or duplicates', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => a.admin.client.post('/vouchers', sale(`${i + 1}.00`, '2026-06-10'))));
    expect(answers.map((r) => r.code)).toEqual(Array(30).fill(2000));
    expect(answers.map((r) => r.data.number).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const stored = await t.database.db.selectFrom('voucher').select('number').where('enterprise_id', '=', a.enterpriseId).where('period', '=', '2026-06').orderBy('number').execute();
    expect(stored.map((s) => s.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('exports vouchers to Excel and imports them grouped by the voucher number column, reporting every bad row', async () => {
    const admin = a.admin.client;
    const file = await admin.download('/vouchers/export?period=2026-03');
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1, 10));
    expect(rows).toEqual([
      ['凭证号', '日期', '凭证字', '附单据数', '摘要', '科目编码', '科目名称', '借方金额', '贷方金额'],
      ['记-0001', '2026-03-15', '记', 2, '销售商品', '1122', '应收账款', '1130.00', undefined],
      ['记-0001', '2026-03-15', '记', 2, '销售商品', '5001', '主营业务收入', undefined, '1130.00'],
      ['记-0002', '2026-03-15', '记', 0, '冲销 记-0001号', '1122', '应收账款', '-1130.00', undefined],
      ['记-0002', '2026-03-15', '记', 0, '冲销 记-0001号', '5001', '主营业务收入', undefined, '-1130.00'],
    ]);

    const sheet = (data: unknown[][]) => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('v');
      ws.addRow(['凭证号', '日期', '凭证字', '摘要', '科目编码', '借方金额', '贷方金额', '往来单位']);
      for (const r of data) ws.addRow(r);
      return wb.xlsx.writeBuffer().then((b) => Buffer.from(b));
    };
    const bad = await admin.upload('/vouchers/import', await sheet([
      ['A', '2026-07-01', '记', '付货款', '1122', '100', '', '修理厂'],
      ['A', '2026-07-01', '记', '付货款', '5001', '', '99'],
      ['B', '2026-07-02', '记', '报销', '1122', '5', '', '没有这家'],
      ['B', '2026-07-02', '记', '报销', '1001', '', '5.001'],
      ['', '2026-07-02', '记', '报销', '1001', '', '5'],
    ]), 'v.xlsx');
    expect(bad.data).toEqual({ created: 0, vouchers: [], errors: [
      { row: 2, key: 'A', message: '第2行（凭证 A）：借贷不平衡：借方合计 100.00，贷方合计 99.00' },
      { row: 4, key: 'B', message: '第4行：往来单位“没有这家”不存在' },
      { row: 5, key: 'B', message: '第5行：金额“5.001”格式不正确' },
      { row: 6, key: '', message: '第6行：凭证号为空' },
    ] });
    expect((await admin.get('/vouchers?period=2026-07')).data.total).toBe(0);

    const good = await admin.upload('/vouchers/import', await sheet([
      ['A', '2026-07-01', '记', '销售', '1122', '100', '', '修理厂'],
      ['A', '2026-07-01', '记', '销售', '5001', '', '100'],
      ['B', '2026-07-02', '记', '收款', '1001', '30', ''],
      ['B', '2026-07-02', '记', '收款', '1122', '', '30', '修理厂'],
    ]), 'v.xlsx');
    expect(good.data).toEqual({ created: 2, vouchers: [{ key: 'A', voucher_no: '记-0001' }, { key: 'B', voucher_no: '记-0002' }], errors: [] });
    const imported = (await admin.get('/vouchers?period=2026-07')).data.list;
    expect(imported.map((v: Record<string, unknown>) => [v.voucher_no, v.total_debit, v.summary])).toEqual([['记-0001', '100.00', '销售'], ['记-0002', '30.00', '收款']]);
  });
});

describe('what the voucher editor picks from', () => {
  it('enabled leaf accounts with pinyin initials and auxiliary kinds; partners by name; nothing of another enterprise', async () => {
    const list = (await a.admin.client.get('/vouchers/subjects')).data.list as Array<{ code: string; name: string; initials: string; aux_types: string[] }>;
    expect(list.find((s) => s.code === '1001')).toMatchObject({ name: '库存现金', initials: 'kcxj', aux_types: [] });
    expect(list.find((s) => s.code === '1122')).toMatchObject({ initials: 'yszk', aux_types: ['partner'] });
    expect(list.some((s) => s.code === '2221')).toBe(false);
    expect(list.some((s) => s.code === '5401')).toBe(false);
    const partners = await a.admin.client.get(`/vouchers/aux-options?kind=partner&keyword=${encodeURIComponent('修理')}`);
    expect(partners.data.list.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([[customer, '修理厂']]);
    expect((await b.admin.client.get(`/vouchers/aux-options?kind=partner&keyword=${encodeURIComponent('修理')}`)).data.list).toEqual([]);
  });
});
