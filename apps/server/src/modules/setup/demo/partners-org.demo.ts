import { randomBytes } from 'node:crypto';
import { Decimal, PartnerType, unitPrice, CertificationStatus } from '@zf/shared';
import type { Transaction } from 'kysely';
import { hashPassword } from '../../../platform/auth/password.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { nowSeconds } from '../../../platform/db/types.ts';
import type { DemoContext } from './demo-context.ts';
import {
  currencies, expenses, logisticsCompanies, manufacturerOrg, settlementAccounts, tradingOrg, type DemoOrg, type DemoPartner,
} from './partners-org.data.ts';

type Tx = Transaction<DB>;

/**
 * Partner, organisation and warehouse demo data (issue 4): customers and suppliers in categories with contacts,
 * customer accounts and cost prices; departments, jobs, work addresses and staff (users who never log in: random
 * passwords); three warehouses each with shelves A-01-01…; logistics companies, currencies, settlement accounts,
 * expense categories and projects. Batch inserts in one transaction.
 */
export async function seedPartnersOrgDemo(ctx: DemoContext): Promise<void> {
  // One hash for every demo login that is never used (staff, customer accounts): argon2 costs ~50 ms a call.
  const unusable = await hashPassword(`X${randomBytes(12).toString('hex')}`);
  const now = nowSeconds();
  await ctx.db.transaction().execute(async (tx) => {
    for (const [enterpriseId, org, full] of [[ctx.tradingId, tradingOrg, true], [ctx.manufacturerId, manufacturerOrg, false]] as const) {
      const partners = await seedPartners(tx, enterpriseId, org, now);
      if (full) await seedPartnerExtras(tx, enterpriseId, partners, unusable, now);
      await seedOrganisation(tx, enterpriseId, org, unusable, now);
      await seedWarehouses(tx, enterpriseId, org, now);
      await seedFinanceBasics(tx, enterpriseId, now);
    }
    await tx.insertInto('enterprise_certification').values({
      enterprise_id: ctx.tradingId, company_name: '华东汽配贸易有限公司', license_number: '91310112MA1GBQ3X7R', license_image: '', legal_person: '演示用户',
      status: CertificationStatus.approved, submitted_by: 0, submit_time: now, review_time: now,
    }).execute();
  });
}

interface SeededPartners { customers: number[]; suppliers: number[] }

async function seedPartners(tx: Tx, enterpriseId: number, org: DemoOrg, now: number): Promise<SeededPartners> {
  const stamp = { enterprise_id: enterpriseId, create_time: now, update_time: now };
  const roots = await tx.insertInto('partner_category')
    .values([{ ...stamp, name: '客户', sort: 1 }, { ...stamp, name: '供应商', sort: 2 }]).returning(['id', 'name']).execute();
  const rootId = (name: string) => roots.find((r) => r.name === name)!.id;
  const children = await tx.insertInto('partner_category').values([
    ...org.customerCategories.map((name, i) => ({ ...stamp, parent_id: rootId('客户'), name, sort: i + 1 })),
    ...org.supplierCategories.map((name, i) => ({ ...stamp, parent_id: rootId('供应商'), name, sort: i + 1 })),
  ]).returning(['id', 'name', 'parent_id']).execute();
  const categoryId = (root: string, name: string) => children.find((c) => c.name === name && c.parent_id === rootId(root))!.id;

  const rows = (list: DemoPartner[], type: number, prefix: string, root: string) => list.map((p, i) => ({
    ...stamp, type, code: `${prefix}${String(i + 1).padStart(3, '0')}`, name: p.name, category_id: categoryId(root, p.category),
    contact: p.contact, mobile: p.mobile, phone: p.phone ?? '', address: p.address,
  }));
  const inserted = await tx.insertInto('partner')
    .values([...rows(org.customers, PartnerType.customer, 'KH', '客户'), ...rows(org.suppliers, PartnerType.supplier, 'GYS', '供应商')])
    .returning(['id', 'type', 'contact', 'mobile']).execute();
  // Every partner's contact person is its primary contact.
  await tx.insertInto('partner_contact').values(inserted.map((p) => ({
    ...stamp, partner_id: p.id, name: p.contact, mobile: p.mobile, position: p.type === PartnerType.customer ? '采购负责人' : '销售经理', is_primary: 1,
  }))).execute();
  return {
    customers: inserted.filter((p) => p.type === PartnerType.customer).map((p) => p.id),
    suppliers: inserted.filter((p) => p.type === PartnerType.supplier).map((p) => p.id),
  };
}

/** Customer accounts for the first repair shops, and supplier cost prices of the first products (3 % under list). */
async function seedPartnerExtras(tx: Tx, enterpriseId: number, partners: SeededPartners, passwordHash: string, now: number): Promise<void> {
  const stamp = { enterprise_id: enterpriseId, create_time: now, update_time: now };
  const shops = await tx.selectFrom('partner').select(['id', 'contact', 'mobile']).where('enterprise_id', '=', enterpriseId)
    .where('id', 'in', partners.customers.slice(0, 3)).orderBy('id').execute();
  await tx.insertInto('customer_account').values(shops.map((s) => ({ ...stamp, partner_id: s.id, name: s.contact, phone: s.mobile, password_hash: passwordHash }))).execute();
  const products = await tx.selectFrom('product').select(['id', 'purchase_price'])
    .where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null).orderBy('id').limit(40).execute();
  if (!products.length) return;
  await tx.insertInto('cost_price').values(products.map((p, i) => ({
    ...stamp, partner_id: partners.suppliers[i % partners.suppliers.length]!, product_id: p.id, cost_price: unitPrice(new Decimal(p.purchase_price).mul('0.97')),
  }))).execute();
}

async function seedOrganisation(tx: Tx, enterpriseId: number, org: DemoOrg, passwordHash: string, now: number): Promise<void> {
  const stamp = { enterprise_id: enterpriseId, create_time: now, update_time: now };
  const roots = await tx.insertInto('department').values(org.departments.map((d, i) => ({ ...stamp, name: d.name, code: d.code, sort: i + 1 })))
    .returning(['id', 'name']).execute();
  const subs = await tx.insertInto('department').values(org.departments.flatMap((d) => (d.children ?? []).map((name, i) => ({
    ...stamp, parent_id: roots.find((r) => r.name === d.name)!.id, name, code: `${d.code}${String(i + 1).padStart(2, '0')}`, sort: i + 1,
  })))).returning(['id', 'name']).execute();
  const departmentId = new Map([...roots, ...subs].map((d) => [d.name, d.id]));
  const positions = await tx.insertInto('job_position').values(org.positions.map((name, i) => ({ ...stamp, name, code: `J${String(i + 1).padStart(2, '0')}`, sort: i + 1 })))
    .returning(['id', 'name']).execute();
  const positionId = new Map(positions.map((p) => [p.name, p.id]));
  await tx.insertInto('work_address').values(org.workAddresses.map((w, i) => ({ ...stamp, ...w, sort: i + 1 }))).execute();

  const staffGroup = await tx.selectFrom('permission_group').select('id').where('enterprise_id', '=', enterpriseId).where('name', '=', '普通员工').executeTakeFirstOrThrow();
  const users = await tx.insertInto('app_user').values(org.staff.map((s) => ({
    phone: s.phone, password_hash: passwordHash, name: s.name, code: `U${s.phone.slice(-8)}`, create_time: now, update_time: now,
  }))).returning(['id', 'phone']).execute();
  await tx.insertInto('employee').values(org.staff.map((s) => ({
    ...stamp, user_id: users.find((u) => u.phone === s.phone)!.id, name: s.name, phone: s.phone, sex: s.sex, department_id: departmentId.get(s.department) ?? 0,
    position_id: positionId.get(s.position) ?? 0, permission_group_id: staffGroup.id,
  }))).execute();
}

/** The default warehouse becomes the first demo warehouse; the others are added; each gets its shelves. */
async function seedWarehouses(tx: Tx, enterpriseId: number, org: DemoOrg, now: number): Promise<void> {
  const [main, ...others] = org.warehouses;
  const details = (w: typeof main & object) => ({ name: w.name, code: w.code, contact: w.contact, phone: w.phone, address: w.address });
  const defaultWarehouse = await tx.updateTable('warehouse').set({ ...details(main!), update_time: now })
    .where('enterprise_id', '=', enterpriseId).where('is_default', '=', 1).returning('id').executeTakeFirstOrThrow();
  const added = await tx.insertInto('warehouse')
    .values(others.map((w, i) => ({ enterprise_id: enterpriseId, ...details(w), sort: i + 2, create_time: now, update_time: now }))).returning('id').execute();
  const ids = [defaultWarehouse.id, ...added.map((w) => w.id)];
  const shelves = org.warehouses.flatMap((w, i) => w.areas.flatMap((area) =>
    Array.from({ length: w.rows * w.levels }, (_, k) => `${area}-${String(Math.floor(k / w.levels) + 1).padStart(2, '0')}-${String((k % w.levels) + 1).padStart(2, '0')}`))
    .map((name, sort) => ({ enterprise_id: enterpriseId, warehouse_id: ids[i]!, name, sort: sort + 1, create_time: now, update_time: now })));
  await tx.insertInto('shelf').values(shelves).execute();
}

async function seedFinanceBasics(tx: Tx, enterpriseId: number, now: number): Promise<void> {
  const stamp = { enterprise_id: enterpriseId, create_time: now, update_time: now };
  await tx.insertInto('logistics_company').values(logisticsCompanies.map((l, i) => ({ ...stamp, ...l, sort: i + 1 }))).execute();
  await tx.insertInto('currency').values(currencies.map((c, i) => ({ ...stamp, ...c, sort: i + 2 }))).execute();
  const cny = await tx.selectFrom('currency').select('id').where('enterprise_id', '=', enterpriseId).where('is_base', '=', 1).executeTakeFirstOrThrow();
  await tx.insertInto('settlement_account').values(settlementAccounts.map((a, i) => ({ ...stamp, ...a, currency_id: cny.id, sort: i + 1 }))).execute();
  const categories = await tx.insertInto('expense_category').values(expenses.map((e, i) => ({ ...stamp, name: e.name, direction: e.direction, sort: i + 1 })))
    .returning(['id', 'name']).execute();
  await tx.insertInto('expense_project').values(expenses.flatMap((e, i) => e.projects.map((name, k) => ({
    ...stamp, name, code: `FY${i + 1}${String(k + 1).padStart(2, '0')}`, category_id: categories.find((c) => c.name === e.name)!.id, sort: k + 1,
  })))).execute();
  await tx.insertInto('accounting_item').values([
    { ...stamp, code: 'XM001', name: '门店扩张项目', item_type: 1 },
    { ...stamp, code: 'XM002', name: '电商渠道项目', item_type: 1 },
  ]).execute();
}
