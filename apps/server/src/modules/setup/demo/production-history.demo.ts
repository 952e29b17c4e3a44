import { BillBody } from '@zf/shared';
import { auditBill, BillService, type BillType } from '../../../engines/bill/index.ts';
import { createVoucher } from '../../../engines/ledger/index.ts';
import { nowSeconds } from '../../../platform/db/types.ts';
import { PermissionSet } from '../../../platform/permissions/permission-set.ts';
import { draftFor, outsourcingBillTypes } from '../../outsourcing/index.ts';
import { productionBillTypes } from '../../production/index.ts';
import { runAllocation, runProductCosting } from '../../production-costing/index.ts';
import { purchaseBill } from '../../purchase/index.ts';
import type { DemoContext } from './demo-context.ts';

/** 'YYYY-MM' + n months. */
function addMonths(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

const typeOf = (code: string): BillType => [...productionBillTypes, ...outsourcingBillTypes].find((t) => t.meta.type === code)!;

/**
 * The demo manufacturer's production history (issue 16), the months before this one, through the bill engine and
 * the costing services as a user would make it: castings and alloy bar bought; each month an order of 40 finished
 * pump bodies (泵体, BOM: one HT250 casting + 1.5 % scrap = 40.6 castings at 38.00 = 1,542.80) picked, reported at
 * 粗铣 16 h and 精镗 12 h and received; the month's production wages (2,400.00 on 4001) and workshop overhead (1,600.00
 * on 4101) allocated by hours and the receipts costed (order costing): 1,542.80 + 2,400 + 1,600 = 5,542.80, 138.57 a
 * body. The third month a second order of 30 is picked and reported at 粗铣 only (12 h): it stays in process, so
 * that month splits 28 h : 12 h — the finished order 1,542.80 + 1,680 + 1,120 = 4,342.80 (108.57), the WIP
 * 1,157.10 + 720 + 480 = 2,357.10 left on 4001. In the second month 50 drive shafts are subcontracted (委外加工) at an
 * agreed 12.00 each: 97.2 kg of 40Cr bar sent (602.64), received on the 20th before the fee is billed — 600.00 on an
 * estimate (暂估) — and the fee bill of 600.00 + VAT 78.00 comes on the 5th of the next month and reverses it.
 * Deterministic: every date is in a past month, every figure fixed.
 */
export async function seedProductionHistory(ctx: DemoContext, start: string): Promise<void> {
  const { db, manufacturerId: e } = ctx;
  const admin = await db.selectFrom('employee').select('id').where('enterprise_id', '=', e).where('user_id', '=', ctx.userId).executeTakeFirstOrThrow();
  const tenant = { enterpriseId: e, employeeId: admin.id, isAdmin: true, permissions: PermissionSet.admin() };
  const products = new Map((await db.selectFrom('product').select(['id', 'code']).where('enterprise_id', '=', e).execute()).map((p) => [p.code, p.id]));
  const id = (code: string) => products.get(code)!;
  const stores = new Map((await db.selectFrom('warehouse').select(['id', 'name']).where('enterprise_id', '=', e).execute()).map((w) => [w.name, w.id]));
  const partners = new Map((await db.selectFrom('partner').select(['id', 'name']).where('enterprise_id', '=', e).execute()).map((p) => [p.name, p.id]));
  const [raw, semi] = [stores.get('原材料仓'), stores.get('半成品仓')];
  const [steel, processor] = [partners.get('江阴兴澄特钢贸易有限公司'), partners.get('上海宝钢钢材加工配送有限公司')];
  const workshop = await db.selectFrom('department').select('id').where('enterprise_id', '=', e).where('name', '=', '机加车间').executeTakeFirst();
  if (!raw || !semi || !steel || !processor || !id('BC-CBN306-02') || !id('BC-CBN306-01')) return;
  // Raw materials on 1403 原材料 (the manufacturer holds no stock before this, so no balance moves account).
  await db.updateTable('warehouse').set({ inventory_subject: '1403' }).where('enterprise_id', '=', e).where('id', '=', raw).execute();

  // The pump body's routing: 粗铣 then 精镗 (master data, as the routing page saves it).
  const now = nowSeconds();
  const stamp = { enterprise_id: e, create_time: now, update_time: now };
  const [mill, bore] = await db.insertInto('process').values([
    { ...stamp, code: 'OP10', name: '粗铣', work_centre: '机加车间', standard_hours: '0.4' },
    { ...stamp, code: 'OP20', name: '精镗', work_centre: '机加车间', standard_hours: '0.3' },
  ]).returning('id').execute();
  const routing = await db.insertInto('routing').values({ ...stamp, code: 'R-CBN306-02', name: '泵体加工工艺', product_id: id('BC-CBN306-02') }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('routing_step').values([
    { ...stamp, routing_id: routing.id, sequence: 10, process_id: mill!.id },
    { ...stamp, routing_id: routing.id, sequence: 20, process_id: bore!.id },
  ]).execute();

  // The bank account the workshop's utilities are paid from (its ledger follows the voucher; two accounts book to 1002).
  const bank = await db.selectFrom('settlement_account').select('id').where('enterprise_id', '=', e).where('account_type', '=', 2).orderBy('id').executeTakeFirst();
  const bills = new BillService(db);
  const approve = async (type: BillType, body: object) => {
    const made = await bills.create(tenant, type, BillBody.parse(body));
    await auditBill(db, tenant, type, made.id, 'audit');
    return made;
  };
  const voucher = (date: string, lines: Array<{ summary: string; subject_code: string; debit?: string; credit?: string; cash_flow_item?: string; settlement_account_id?: number }>) =>
    db.transaction().execute((tx) => createVoucher(tx, e, { voucher_date: date, word: '记', attachments: 1, lines }, { kind: 'manual', makerId: admin.id }));
  /** An order of `quantity` pump bodies: picked, reported (粗铣 and, when `finish`, 精镗), received when finished. */
  const bodies = async (period: string, quantity: string, hours: [string, string], finish: boolean) => {
    const day = (d: number) => `${period}-${String(d).padStart(2, '0')}`;
    const order = await approve(typeOf('production-orders'), {
      bill_date: day(4), store_id: semi, department_id: workshop?.id ?? 0, remark: '按生产计划下达',
      ext: { product_id: id('BC-CBN306-02'), quantity, planned_start: day(5), planned_end: day(20) }, lines: [{ product_id: id('YL-ZJ-HT250'), number: '1', warehouse_id: raw }],
    });
    await approve(typeOf('production-picks'), { bill_date: day(5), source_bill_id: order.id, store_id: raw, lines: [] });
    await approve(typeOf('work-reports'), { bill_date: day(12), source_bill_id: order.id, ext: { step: 10, hours: hours[0] }, lines: [] });
    if (!finish) return;
    await approve(typeOf('work-reports'), { bill_date: day(16), source_bill_id: order.id, ext: { step: 20, hours: hours[1] }, lines: [] });
    await approve(typeOf('production-ins'), { bill_date: day(18), source_bill_id: order.id, lines: [] });
  };
  /** The month's production wages (the labour pool on 4001) and workshop overhead (4101), then the costing. */
  const closeMonth = async (period: string) => {
    const end = `${period}-28`;
    await voucher(end, [{ summary: '计提生产工人工资', subject_code: '4001', debit: '2400.00' }, { summary: '计提生产工人工资', subject_code: '221101', credit: '2400.00' }]);
    await voucher(end, [
      { summary: '车间水电费', subject_code: '4101', debit: '1000.00' }, { summary: '车间水电费', subject_code: '22210101', debit: '130.00' },
      { summary: '车间水电费', subject_code: '1002', credit: '1130.00', cash_flow_item: '03', settlement_account_id: bank?.id ?? 0 },
    ]);
    await voucher(end, [{ summary: '计提车间管理人员工资', subject_code: '4101', debit: '600.00' }, { summary: '计提车间管理人员工资', subject_code: '221101', credit: '600.00' }]);
    await db.transaction().execute((tx) => runAllocation(tx, e, period, 'hours', admin.id));
    await db.transaction().execute((tx) => runProductCosting(tx, e, period, 'order', admin.id));
  };

  const [m1, m2, m3] = [start, addMonths(start, 1), addMonths(start, 2)];
  await approve(purchaseBill, {
    bill_date: `${m1}-02`, partner_id: steel, store_id: raw,
    lines: [{ product_id: id('YL-ZJ-HT250'), number: '100', price: '38.00', tax_rate: '0.13' }, { product_id: id('YL-YG-40CR-50'), number: '200', price: '6.20', tax_rate: '0.13' }],
  });
  await bodies(m1, '40', ['16', '12'], true);
  await closeMonth(m1);

  await bodies(m2, '40', ['16', '12'], true);
  // 委外加工: 50 drive shafts; the order lists the bar we supply (1.8 kg + 8 % turnings each), the heat treatment is the processor's.
  const shafts = await approve(typeOf('outsourcing-orders'), {
    bill_date: `${m2}-06`, partner_id: processor, store_id: semi,
    ext: { product_id: id('BC-CBN306-01'), quantity: '50', fee_price: '12.00', tax_rate: '0.13', due_date: `${m2}-25` }, lines: [{ product_id: id('YL-YG-40CR-50'), number: '97.2' }],
  });
  const step = async (kind: 'picks' | 'ins' | 'fees', date: string, over: object = {}) => approve(typeOf(`outsourcing-${kind}`), { ...(await draftFor(db, e, shafts.id, kind)), bill_date: date, ...over });
  // The bar goes out of 原材料仓 (the order's warehouse, 半成品仓, is where the shafts come in).
  await step('picks', `${m2}-07`, { out_store_id: raw });
  await step('ins', `${m2}-20`);
  await closeMonth(m2);

  await approve(purchaseBill, { bill_date: `${m3}-02`, partner_id: steel, store_id: raw, lines: [{ product_id: id('YL-ZJ-HT250'), number: '60', price: '38.00', tax_rate: '0.13' }] });
  await step('fees', `${m3}-05`);
  await bodies(m3, '40', ['16', '12'], true);
  await bodies(m3, '30', ['12', '0'], false);
  await closeMonth(m3);
}
