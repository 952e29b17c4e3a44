import { expect } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from './enterprises.ts';
import type { TestApp } from './test-app.ts';

/**
 * An enterprise ready for documents, as most trading tests need it: its admin, the default warehouse, a unit, one
 * supplier and one customer, and helpers that make products and bills through the HTTP API.
 */
export interface TradingBooks extends EnterpriseFixture {
  store: number;
  unit: number;
  supplier: number;
  customer: number;
  /** A product with a generated code (extra fields as POST /products takes them). */
  product(name: string, extra?: Record<string, unknown>): Promise<number>;
  /** POST /bills/:type dated 2026-11-10 in the default warehouse unless the body says otherwise; must succeed. */
  bill(type: string, body: object): Promise<{ id: number; bill_sn: string }>;
  audit(type: string, id: number, action?: 'audit' | 'reject' | 'reverse' | 'void'): Promise<{ code: number; msg: string; data: any }>;
  /** A bill created and approved, both of which must succeed. */
  posted(type: string, body: object): Promise<{ id: number; bill_sn: string }>;
}

let sku = 0;

export async function tradingBooks(t: TestApp, name: string, opts: { stockAccountingMethod?: 1 | 2 | 3 } = {}): Promise<TradingBooks> {
  const e = await enterpriseWithAdmin(t.client, name);
  const client = e.admin.client;
  if (opts.stockAccountingMethod) {
    await t.database.db.updateTable('enterprise').set({ stock_accounting_method: opts.stockAccountingMethod }).where('id', '=', e.enterpriseId).execute();
  }
  const store = (await t.database.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', e.enterpriseId).executeTakeFirstOrThrow()).id;
  const unit = (await client.get('/units')).data.list[0].id as number;
  const supplier = (await client.post('/partners', { type: 2, name: `${name}供应商` })).data.id as number;
  const customer = (await client.post('/partners', { type: 1, name: `${name}客户` })).data.id as number;
  const bill = async (type: string, body: object) => {
    const res = await client.post(`/bills/${type}`, { bill_date: '2026-11-10', store_id: store, ...body });
    expect(res.code, res.msg).toBe(2000);
    return res.data as { id: number; bill_sn: string };
  };
  const audit = (type: string, id: number, action: 'audit' | 'reject' | 'reverse' | 'void' = 'audit') => client.post(`/bills/${type}/${id}/audit`, { action });
  return {
    ...e, store, unit, supplier, customer, bill, audit,
    product: async (productName, extra = {}) => (await client.post('/products', { code: `TB-${++sku}-${Date.now() % 100000}`, name: productName, unit_id: unit, ...extra })).data.id as number,
    posted: async (type, body) => {
      const made = await bill(type, body);
      const res = await audit(type, made.id);
      expect(res.code, res.msg).toBe(2000);
      return made;
    },
  };
}
