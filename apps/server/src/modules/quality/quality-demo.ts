import { AuditStatus, CheckKind, Decimal, PartnerType, QualityItemKind, Sampling, Switch, qty } from '@zf/shared';
import type { Kysely } from 'kysely';
import { BillService, BillTypeRegistry, auditBill } from '../../engines/bill/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { PermissionSet } from '../../platform/permissions/permission-set.ts';
import { purchaseBill, purchaseReturn } from '../purchase/index.ts';
import { incomingCheck, receiveIntoInspection } from './incoming-check.ts';
import { saveQualitySettings } from './quality-settings.ts';

/**
 * The demo's quality set-up (issue 18 "Done when"): check items (appearance pass/fail, length 50 ± 0.2 mm), the
 * inspection warehouse 待检仓 with the incoming check mandatory, one purchased product that requires it with its
 * scheme, and today's receipt of 100 of it waiting in 待检仓 for its incoming check.
 */
export async function seedQualityDemo(db: Kysely<DB>, enterpriseId: number, userId: number, today: string): Promise<void> {
  const now = nowSeconds();
  const stamps = { enterprise_id: enterpriseId, create_time: now, update_time: now };
  const admin = await db.selectFrom('employee').select('id').where('enterprise_id', '=', enterpriseId).where('user_id', '=', userId).executeTakeFirst();
  const product = await db.selectFrom('product').select(['id', 'purchase_price']).where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null)
    .where('is_draft', '=', Switch.off).where('serial_tracking', '=', Switch.off).where('purchase_price', '>', '0').orderBy('code').executeTakeFirst();
  const supplier = await db.selectFrom('partner').select('id').where('enterprise_id', '=', enterpriseId).where('type', '=', PartnerType.supplier).where('deleted_time', 'is', null).orderBy('id').executeTakeFirst();
  const store = await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId).orderBy('sort').orderBy('id').executeTakeFirst();
  if (!admin || !product || !supplier || !store) return;
  const projects = await db.insertInto('quality_project').values([
    { ...stamps, code: 'QC01', name: '外观检查', kind: QualityItemKind.passFail, method: '目视' },
    { ...stamps, code: 'QC02', name: '长度', kind: QualityItemKind.measured, unit: 'mm', standard: '50', lower_limit: '49.8', upper_limit: '50.2', method: '游标卡尺' },
  ]).returning('id').execute();
  const scheme = await db.insertInto('quality_scheme').values({ ...stamps, code: 'FA01', name: '来料抽检方案', check_kind: CheckKind.incoming, product_id: product.id, sampling: Sampling.percent, sample_value: '10' })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('quality_scheme_item').values(projects.map((p, i) => ({ ...stamps, scheme_id: scheme.id, project_id: p.id, sort: i + 1 }))).execute();
  await db.insertInto('quality_problem').values({ ...stamps, code: 'QP001', title: '螺纹毛刺', found_date: today, product_id: product.id, partner_id: supplier.id, cause: '供应商攻丝刀具磨损', action: '退货并要求更换刀具' }).execute();
  const inspection = await db.insertInto('warehouse').values({ ...stamps, name: '待检仓', code: 'QC001' }).returning('id').executeTakeFirstOrThrow();
  await saveQualitySettings(db, enterpriseId, { incoming_mandatory: true, process_mandatory: false, delivery_mandatory: false, inspection_warehouse_id: inspection.id, reject_warehouse_id: 0 });
  await db.updateTable('product').set({ incoming_check: Switch.on }).where('enterprise_id', '=', enterpriseId).where('id', '=', product.id).execute();
  // Approved as the purchase page approves it: through the gate quality puts on receipts.
  const tenant = { enterpriseId, employeeId: admin.id, isAdmin: true, permissions: PermissionSet.admin() };
  const receipts = { ...purchaseBill, gates: [receiveIntoInspection] };
  const made = await new BillService(db).create(tenant, receipts, {
    bill_date: today, partner_id: supplier.id, store_id: store.id, lines: [{ product_id: product.id, number: '100', price: product.purchase_price }],
  });
  const outcome = await auditBill(db, tenant, receipts, made.id, 'audit');
  if (outcome.audit_status !== AuditStatus.approved) throw new Error('demo receipt not approved');
}

/**
 * The manufacturer demo's quality data (so its quality pages are not empty): check items (外观 pass/fail, 外径
 * 20 ± 0.05 mm measured), an incoming scheme for its first purchased material (10 %), a defect in the register, and
 * three receipts of that material checked today with their item results: 50 all good; 40 with 4 rejected (外径 20.09
 * fails; the rejects become a purchase return draft); 30 accepted whole on a concession (外观 fails). Incoming checks
 * are not mandatory here, so the receipts went straight into stock and the checks move nothing.
 */
export async function seedManufacturerQualityDemo(db: Kysely<DB>, enterpriseId: number, userId: number, today: string): Promise<void> {
  const now = nowSeconds();
  const stamps = { enterprise_id: enterpriseId, create_time: now, update_time: now };
  const admin = await db.selectFrom('employee').select('id').where('enterprise_id', '=', enterpriseId).where('user_id', '=', userId).executeTakeFirst();
  const product = await db.selectFrom('product').select(['id', 'purchase_price']).where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null)
    .where('is_draft', '=', Switch.off).where('serial_tracking', '=', Switch.off).where('purchase_price', '>', '0').orderBy('code').executeTakeFirst();
  const supplier = await db.selectFrom('partner').select('id').where('enterprise_id', '=', enterpriseId).where('type', '=', PartnerType.supplier).where('deleted_time', 'is', null).orderBy('id').executeTakeFirst();
  const store = await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId).orderBy('sort').orderBy('id').executeTakeFirst();
  if (!admin || !product || !supplier || !store) return;
  const [look, diameter] = await db.insertInto('quality_project').values([
    { ...stamps, code: 'QC01', name: '外观', kind: QualityItemKind.passFail, method: '目视' },
    { ...stamps, code: 'QC02', name: '外径', kind: QualityItemKind.measured, unit: 'mm', standard: '20', lower_limit: '19.95', upper_limit: '20.05', method: '千分尺' },
  ]).returning('id').execute();
  const scheme = await db.insertInto('quality_scheme').values({ ...stamps, code: 'FA01', name: '原材料来料检验', check_kind: CheckKind.incoming, product_id: product.id, sampling: Sampling.percent, sample_value: '10' })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('quality_scheme_item').values([look!, diameter!].map((p, i) => ({ ...stamps, scheme_id: scheme.id, project_id: p.id, sort: i + 1 }))).execute();
  await db.insertInto('quality_problem').values({
    ...stamps, code: 'QP001', title: '外径超差', found_date: today, product_id: product.id, partner_id: supplier.id, severity: 2,
    cause: '供应商磨床砂轮修整不及时', action: '超差品退货，要求供应商每班首件送检',
  }).execute();
  const tenant = { enterpriseId, employeeId: admin.id, isAdmin: true, permissions: PermissionSet.admin() };
  const registry = new BillTypeRegistry();
  registry.add(purchaseReturn);
  const checks = incomingCheck(registry);
  const service = new BillService(db);
  const lots: Array<{ number: string; rejected: string; value: string; looks: boolean; concession: boolean }> = [
    { number: '50', rejected: '0', value: '20.01', looks: true, concession: false },
    { number: '40', rejected: '4', value: '20.09', looks: true, concession: false },
    { number: '30', rejected: '0', value: '19.98', looks: false, concession: true },
  ];
  for (const lot of lots) {
    const receipt = await service.create(tenant, purchaseBill, {
      bill_date: today, partner_id: supplier.id, store_id: store.id, lines: [{ product_id: product.id, number: lot.number, price: product.purchase_price }],
    });
    await auditBill(db, tenant, purchaseBill, receipt.id, 'audit');
    const line = await db.selectFrom('bill_line').select('id').where('enterprise_id', '=', enterpriseId).where('bill_id', '=', receipt.id).executeTakeFirstOrThrow();
    const check = await service.create(tenant, checks, {
      bill_date: today, source_bill_id: receipt.id,
      ext: { results: [{ line: 1, project_id: look!.id, passed: lot.looks }, { line: 1, project_id: diameter!.id, value: lot.value }], concessions: lot.concession ? [1] : [] },
      lines: [{ product_id: product.id, source_line_id: line.id, number: lot.number, price: product.purchase_price, qualified: qty(new Decimal(lot.number).sub(lot.rejected)), rejected: lot.rejected }],
    });
    const outcome = await auditBill(db, tenant, checks, check.id, 'audit');
    if (outcome.audit_status !== AuditStatus.approved) throw new Error('demo check not approved');
  }
}
