import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Issue 17 on both databases, November 2026 in a brake-pad workshop: piece wages read from production's work reports
 * (报工 × the step's process piece rate, the month's approved reports only), the wage cost allocation split per
 * department × wage item (piece wages on 4001, the workshop's other wages on 4101, the office on the default), and the
 * seeded wage items named in English for an English reader while a renamed item keeps its name.
 */
let t: TestApp;
let b: TradingBooks;
let workshop: number;
let office: number;
let worker: number;
let clerk: number;
let admin: number;
let run: number;

const c = () => b.admin.client;
const ok = async <T = any>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const res = await p;
  expect(res.code, `${res.msg} ${JSON.stringify(res.data)}`).toBe(2000);
  return res.data;
};
type Line = { employee_id: number; items: Record<string, string>; gross_pay: string };
const lineOf = (r: { lines: Line[] }, id: number) => r.lines.find((l) => l.employee_id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '计件工厂');
  const db = t.database.db;
  worker = (await joinedMember(t.client, b, '工人乙')).employeeId;
  clerk = (await joinedMember(t.client, b, '文员丙')).employeeId;
  admin = (await db.selectFrom('employee').select('id').where('enterprise_id', '=', b.enterpriseId).where('is_admin', '=', true).executeTakeFirstOrThrow()).id;
  workshop = (await ok(c().post('/departments', { name: '生产车间' }))).id;
  office = (await ok(c().post('/departments', { name: '行政部' }))).id;
  await db.updateTable('employee').set({ department_id: workshop }).where('enterprise_id', '=', b.enterpriseId).where('id', 'in', [worker, admin]).execute();
  await db.updateTable('employee').set({ department_id: office }).where('enterprise_id', '=', b.enterpriseId).where('id', '=', clerk).execute();
  const data = (id: number, base: string, si: string) => ({ employee_id: id, in_payroll: true, base_salary: base, special_deduction: '0', si_base: si, hf_base: si, bank_name: '', bank_account: '' });
  await ok(c().put('/payroll/employees', { list: [data(worker, '5000', '5000'), data(admin, '6000', '0'), data(clerk, '4000', '0')] }));
  await ok(c().put('/finance/settings', { maker_cannot_audit: false }));
  await ok(c().post('/finance/initialize', { start_period: '2026-11' }));

  // A routing of two processes with piece rates 1.20 and 0.85; an order of 130.
  const pad = await b.product('BP-01 刹车片');
  const steel = await b.product('SP 钢背');
  await ok(c().post('/boms', { product_id: pad, component_id: steel, quantity: '1' }));
  const press = (await ok(c().post('/processes', { code: 'OP10', name: '压制', piece_rate: '1.2' }))).id;
  const grind = (await ok(c().post('/processes', { code: 'OP20', name: '磨削', piece_rate: '0.85' }))).id;
  const routing = (await ok(c().post('/routings', { code: 'R-BP01', name: 'BP-01 工艺', product_id: pad }))).id;
  await ok(c().post('/routing-steps', { routing_id: routing, sequence: 10, process_id: press }));
  await ok(c().post('/routing-steps', { routing_id: routing, sequence: 20, process_id: grind }));
  const order = await b.bill('production-orders', { bill_date: '2026-11-11', ext: { product_id: pad, quantity: '130' } });
  expect((await b.audit('production-orders', order.id)).code).toBe(2000);
  const report = (date: string, step: number, workerId: number, n: string) =>
    b.posted('work-reports', { bill_date: date, source_bill_id: order.id, ext: { step, worker_id: workerId }, lines: [{ product_id: pad, number: n }] });
  await report('2026-11-14', 10, worker, '100');
  await report('2026-11-15', 20, worker, '60');
  await report('2026-11-16', 20, admin, '40');
  await report('2026-12-02', 10, worker, '20');
  // Not approved: pays nothing.
  await b.bill('work-reports', { bill_date: '2026-11-20', source_bill_id: order.id, ext: { step: 10, worker_id: clerk }, lines: [{ product_id: pad, number: '5' }] });
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('piece wages and allocation by item', () => {
  it('pays piece wages from the month\'s approved work reports through a formula item', async () => {
    await ok(c().post('/wage-items', { code: 'piece_wage', name: '计件工资', kind: 'earning', input: 'formula', formula: 'piece_wages', taxable: 1, status: 1, sort: 3 }));
    run = (await ok(c().post('/payroll/runs', { period: '2026-11' }))).id;
    const detail = await ok(c().get(`/payroll/runs/${run}`));
    // 工人乙: 100 × 1.20 + 60 × 0.85 = 171.00 (December's 20 not counted); admin: 40 × 0.85 = 34.00; the clerk's report is unapproved.
    expect([lineOf(detail, worker).items.piece_wage, lineOf(detail, worker).gross_pay]).toEqual(['171.00', '5171.00']);
    expect([lineOf(detail, admin).items.piece_wage, lineOf(detail, admin).gross_pay]).toEqual(['34.00', '6034.00']);
    expect([lineOf(detail, clerk).items.piece_wage, lineOf(detail, clerk).gross_pay]).toEqual(['0.00', '4000.00']);
  });

  it('sets accounts per department and earning item, refusing deductions and unknown accounts', async () => {
    const deduction = await c().put('/payroll/allocation-settings', { default_subject: '560204', list: [{ department_id: workshop, subject_code: '4101', items: { pension: '4001' } }] });
    expect([deduction.code, deduction.msg]).toEqual([4220, '工资项目 pension 不是应发项，不能单独设置分配科目']);
    const unknown = await c().put('/payroll/allocation-settings', { default_subject: '560204', list: [{ department_id: workshop, subject_code: '4101', items: { piece_wage: '4999' } }] });
    expect([unknown.code, unknown.msg]).toEqual([4220, '科目 4999 不存在或不是末级科目']);
    const saved = await ok(c().put('/payroll/allocation-settings', { default_subject: '560204', list: [{ department_id: workshop, subject_code: '4101', items: { piece_wage: '4001', bonus: '' } }] }));
    expect(saved.items.map((i: { code: string; name: string }) => [i.code, i.name])).toEqual([['base_salary', '基本工资'], ['bonus', '奖金'], ['piece_wage', '计件工资']]);
    expect(saved.list.map((l: { department_name: string; subject_code: string; items: object }) => [l.department_name, l.subject_code, l.items]))
      .toEqual([['生产车间', '4101', { piece_wage: '4001' }], ['行政部', '', {}]]);
  });

  it('accrues piece wages on 4001, the workshop\'s other wages and contributions on 4101, the office on 560204', async () => {
    const preview = await ok(c().get('/payroll/allocation?period=2026-11'));
    expect(preview.list.map((r: Record<string, string>) => [r.department_name, r.subject_code, r.wages, r.social, r.housing, r.total])).toEqual([
      ['生产车间', '4001', '205.00', '0.00', '0.00', '205.00'],
      ['生产车间', '4101', '11000.00', '1235.00', '350.00', '12585.00'],
      ['行政部', '560204', '4000.00', '0.00', '0.00', '4000.00'],
    ]);
    await ok(c().post(`/payroll/runs/${run}/audit`, { action: 'audit' }));
    const voucher = (await ok(c().post(`/payroll/runs/${run}/audit`, { action: 'accrue' }))).voucher_id;
    const lines = (await ok(c().get(`/vouchers/${voucher}`))).lines as Array<{ subject_code: string; debit: string; credit: string; department_id: number }>;
    expect(lines.map((l) => [l.subject_code, Number(l.debit) ? l.debit : '', Number(l.credit) ? l.credit : '', l.department_id])).toEqual([
      ['4001', '205.00', '', workshop], ['4101', '11000.00', '', workshop], ['560204', '4000.00', '', office], ['4101', '1235.00', '', workshop], ['4101', '350.00', '', workshop],
      ['221101', '', '15205.00', 0], ['221102', '', '1235.00', 0], ['221103', '', '350.00', 0],
    ]);
  });

  it('names the seeded items in English for an English reader; a renamed item keeps its name', async () => {
    const en = { language: 2 as const };
    const names = async () => (await ok(c().get(`/payroll/runs/${run}`, en))).items.map((i: { name: string }) => i.name);
    expect(await names()).toEqual(['Base salary', 'Bonus', 'Piece wages', 'Pension (employee)', 'Medical insurance (employee)', 'Unemployment insurance (employee)', 'Housing fund (employee)']);
    expect((await ok(c().get(`/payroll/runs/${run}`))).items.map((i: { name: string }) => i.name).slice(0, 3)).toEqual(['基本工资', '奖金', '计件工资']);
    const bonus = (await ok(c().get('/wage-items?code=bonus&page_size=50'))).list.find((i: { code: string }) => i.code === 'bonus');
    await ok(c().put(`/wage-items/${bonus.id}`, { name: '年终奖', version: bonus.version }));
    expect((await names()).slice(0, 2)).toEqual(['Base salary', '年终奖']);
    const report = await ok(c().get('/payroll/report?period_from=2026-11&period_to=2026-11', en));
    expect(report.items.map((i: { name: string }) => i.name).slice(0, 3)).toEqual(['Base salary', '年终奖', 'Piece wages']);
    expect((await ok(c().get('/payroll/allocation-settings', en))).items.map((i: { name: string }) => i.name)).toEqual(['Base salary', '年终奖', 'Piece wages']);
  });
});
