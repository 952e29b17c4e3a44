import { amount, Decimal } from '@zf/shared';
import type { Kysely } from 'kysely';
import { auditBill, BillService, type BillType } from '../../../engines/bill/index.ts';
import { VoucherStatus, changeVoucherStatus, createVoucher, saveLedgerSettings } from '../../../engines/ledger/index.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { PermissionSet } from '../../../platform/permissions/permission-set.ts';
import { catalogDb } from '../../catalog/index.ts';
import { initializeBooks, readOpenings, saveOpenings } from '../../finance/index.ts';
import { purchaseBill } from '../../purchase/index.ts';
import { payment, receipt } from '../../receivables/index.ts';
import { saleBill } from '../../sales/index.ts';
import type { DemoContext } from './demo-context.ts';

/** The cash and bank account of a settlement account type (1 cash, 2 bank, others: other monetary funds). */
const cashAccountOf = (type: number) => (type === 1 ? '1001' : type === 2 ? '1002' : '1012');

/**
 * Initializes a demo enterprise's books at `start`: cash and bank openings from its settlement accounts, the stock
 * from its opening stock (computed by the initialization), paid-in capital 3001 for the rest, so they balance.
 */
export async function initializeDemoBooks(db: Kysely<DB>, enterpriseId: number, start: string, extra: Array<{ subject_code: string; debit?: string; credit?: string }> = []): Promise<void> {
  const accounts = await db.selectFrom('settlement_account').select(['account_type', 'opening_balance']).where('enterprise_id', '=', enterpriseId).execute();
  const cash = new Map<string, Decimal>();
  for (const a of accounts) cash.set(cashAccountOf(a.account_type), (cash.get(cashAccountOf(a.account_type)) ?? new Decimal(0)).add(a.opening_balance));
  const lines = [...[...cash].filter(([, v]) => !v.isZero()).map(([code, v]) => ({ subject_code: code, debit: amount(v) })), ...extra];
  await saveOpenings(db, enterpriseId, lines, 'zh-CN');
  // The stock's value is computed from the opening stock as it stands before the start: the capital covers the rest.
  await saveLedgerStart(db, enterpriseId, start);
  const { check } = await readOpenings(db, enterpriseId, false);
  const capital = new Decimal(check.debit).sub(check.credit);
  await saveOpenings(db, enterpriseId, [...lines, { subject_code: '3001', credit: amount(capital) }], 'zh-CN');
  await initializeBooks(db, enterpriseId, start);
}

const saveLedgerStart = (db: Kysely<DB>, enterpriseId: number, start: string) => saveLedgerSettings(db, enterpriseId, { start_period: start });

/** 'YYYY-MM' + n months. */
function addMonths(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/**
 * Months of history for the demo trading company (issue 14 item 2): from the start period to today, each month a
 * purchase, two sales, a receipt and a payment against them (approved in date order, so the auto-voucher rules
 * voucher them on approval), and the month's office and freight expenses as manual vouchers. The vouchers of the
 * months before the current one are then audited (by the accountant) and posted.
 */
export async function seedDemoHistory(ctx: DemoContext, start: string, today: string): Promise<void> {
  const { db, tradingId: e } = ctx;
  const admin = await db.selectFrom('employee').select('id').where('enterprise_id', '=', e).where('user_id', '=', ctx.userId).executeTakeFirstOrThrow();
  const accountant = (await db.selectFrom('employee').select('id').where('enterprise_id', '=', e).where('name', '=', '陈静').executeTakeFirst())?.id ?? admin.id;
  const tenant = { enterpriseId: e, employeeId: admin.id, isAdmin: true, permissions: PermissionSet.admin() };
  const partners = await db.selectFrom('partner').select(['id', 'type']).where('enterprise_id', '=', e).where('deleted_time', 'is', null).orderBy('id').execute();
  const customers = partners.filter((p) => p.type === 1).map((p) => p.id);
  const suppliers = partners.filter((p) => p.type === 2).map((p) => p.id);
  const products = await catalogDb(db).selectFrom('product').select(['id', 'purchase_price']).where('enterprise_id', '=', e).where('deleted_time', 'is', null)
    .where('is_draft', '=', 0).where('serial_tracking', '=', 0).where('purchase_price', '>', '0').orderBy('code').limit(8).execute();
  const warehouse = await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', e).orderBy('sort').orderBy('id').executeTakeFirstOrThrow();
  const bank = await db.selectFrom('settlement_account').select('id').where('enterprise_id', '=', e).where('account_type', '=', 2).orderBy('id').executeTakeFirstOrThrow();
  if (!customers.length || !suppliers.length || products.length < 4) return;
  const bills = new BillService(db);
  const approve = async (type: BillType, body: object) => {
    const made = await bills.create(tenant, type, body as never);
    await auditBill(db, tenant, type, made.id, 'audit');
    return made.id;
  };
  const totalOf = async (id: number) => (await db.selectFrom('bill').select('total_amount').where('enterprise_id', '=', e).where('id', '=', id).executeTakeFirstOrThrow()).total_amount;
  const part = (v: string, share: string) => amount(new Decimal(v).mul(share));
  const salePrice = (p: { purchase_price: string }) => amount(new Decimal(p.purchase_price).mul('1.35'));
  const currentMonth = today.slice(0, 7);
  for (let period = start, i = 0; period <= currentMonth; period = addMonths(period, 1), i += 1) {
    const day = (d: number) => `${period}-${String(d).padStart(2, '0')}`;
    const within = (d: number) => day(d) <= today;
    const pick = (k: number) => products[(i * 2 + k) % products.length]!;
    const [p1, p2, p3, p4] = [pick(0), pick(1), pick(2), pick(3)];
    const supplier = suppliers[i % suppliers.length]!;
    const [c1, c2] = [customers[i % customers.length]!, customers[(i + 1) % customers.length]!];
    let bought = 0;
    let sold = 0;
    if (within(3)) bought = await approve(purchaseBill, { bill_date: day(3), partner_id: supplier, store_id: warehouse.id, lines: [p1, p2].map((p) => ({ product_id: p.id, number: '20', price: p.purchase_price })) });
    if (within(10)) sold = await approve(saleBill, { bill_date: day(10), partner_id: c1, store_id: warehouse.id, lines: [p1, p3].map((p) => ({ product_id: p.id, number: '5', price: salePrice(p) })) });
    if (within(18)) await approve(saleBill, { bill_date: day(18), partner_id: c2, store_id: warehouse.id, lines: [{ product_id: p4.id, number: '3', price: salePrice(p4) }] });
    if (within(22) && sold) {
      const paid = part(await totalOf(sold), '0.6');
      await approve(receipt, { bill_date: day(22), partner_id: c1, lines: [], money_lines: [{ account_id: bank.id, amount: paid }], settlements: [{ bill_id: sold, amount: paid }] });
    }
    if (within(26) && bought) {
      const paid = part(await totalOf(bought), '0.7');
      await approve(payment, { bill_date: day(26), partner_id: supplier, lines: [], money_lines: [{ account_id: bank.id, amount: paid }], settlements: [{ bill_id: bought, amount: paid }] });
    }
    if (within(28)) {
      await db.transaction().execute(async (tx) => {
        for (const [code, summary, value] of [['560201', '支付办公费', '3200.00'], ['560101', '支付运输费', `${1850 + 120 * i}.00`]] as const) {
          await createVoucher(tx, e, {
            voucher_date: day(28), word: '记', attachments: 1,
            // The bank line names its account: two accounts book to 1002, the account's own ledger follows the voucher.
            lines: [{ summary, subject_code: code, debit: value }, { summary, subject_code: '1002', credit: value, cash_flow_item: '06', settlement_account_id: bank.id }],
          }, { kind: 'manual', makerId: admin.id });
        }
      });
    }
  }
  // The books of the months before this one are audited and posted, as an accountant leaves them.
  const earlier = await db.selectFrom('voucher').select(['id', 'status']).where('enterprise_id', '=', e).where('period', '<', currentMonth).where('status', '<', 3).orderBy('period').orderBy('id').execute();
  await db.transaction().execute(async (tx) => {
    for (const v of earlier) {
      if (v.status === VoucherStatus.unaudited) await changeVoucherStatus(tx, e, v.id, 'audit', accountant);
      await changeVoucherStatus(tx, e, v.id, 'post', accountant);
    }
  });
}
