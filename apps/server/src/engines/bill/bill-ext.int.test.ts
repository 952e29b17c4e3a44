import { billMetaOf, billTypeName, type BillTypeCode } from '@zf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { defineBillType } from './bill-type.ts';

/**
 * Type-specific fields in `bill.ext` (issue 13 item 3): a type declares a zod schema for its own fields; the engine
 * checks what is saved against it, stores what the schema makes of it, and the document routes answer it. The type
 * here exists only in this test: a repair order (paperwork like a purchase order) with a vehicle and its mileage.
 */
const repairOrder = defineBillType({
  // Not a registered code (real types add theirs to packages/shared billMetas): the engine takes it at run time.
  meta: { ...billMetaOf('purchase-orders')!, type: 'test-repair-orders' as BillTypeCode },
  ext: z.object({
    vin: z.string({ error: 'field.required' }).regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'field.invalid'),
    mileage_km: z.number().int().min(0, 'field.invalid').default(0),
  }),
  toPostings: () => ({}),
});

let t: TestApp;
let b: TradingBooks;
let product: number;
const line = () => ({ partner_id: b.supplier, lines: [{ product_id: product, number: '1', price: '100' }] });
const save = (ext?: object) => b.admin.client.post('/bills/test-repair-orders', { bill_date: '2026-11-10', store_id: b.store, ...line(), ...(ext ? { ext } : {}) });
const read = async (id: number) => (await b.admin.client.get(`/bills/test-repair-orders/${id}`)).data;

beforeAll(async () => {
  t = await createTestApp();
  t.app.registries.bills.add(repairOrder);
  b = await tradingBooks(t, '扩展字段');
  product = await b.product('机油滤清器');
});
afterAll(async () => { await t?.close(); });

describe('a bill type with its own fields', () => {
  it('stores what its schema accepts, with defaults and without stray keys, and answers it in the detail and the list', async () => {
    const made = await save({ vin: 'LSVAU2180N2183294', stray: 'dropped' });
    expect(made.code, made.msg).toBe(2000);
    expect((await read(made.data.id)).ext).toEqual({ vin: 'LSVAU2180N2183294', mileage_km: 0 });
    const list = (await b.admin.client.get('/bills/test-repair-orders')).data.list;
    expect(list.find((r: { id: number }) => r.id === made.data.id).ext).toEqual({ vin: 'LSVAU2180N2183294', mileage_km: 0 });
  });

  it('refuses what its schema refuses, naming the field under ext, in the request language', async () => {
    expect(await save({ vin: 'SHORT', mileage_km: -5 })).toMatchObject({ code: 4220, data: { fields: { 'ext.vin': '格式不正确', 'ext.mileage_km': '格式不正确' } } });
    expect(await b.admin.client.post('/bills/test-repair-orders', { bill_date: '2026-11-10', store_id: b.store, ...line() }, { language: 2 }))
      .toMatchObject({ code: 4220, data: { fields: { 'ext.vin': 'Cannot be empty' } } });
    const count = await t.database.db.selectFrom('bill').select((eb) => eb.fn.countAll<string>().as('n')).where('type', '=', billTypeName('test-repair-orders')).executeTakeFirstOrThrow();
    expect(count.n).toBe('1');
  });

  it('keeps the stored fields through an edit that leaves ext out, and replaces them with one that sends it', async () => {
    const { id } = (await save({ vin: 'LSVAU2180N2183294', mileage_km: 12000 })).data;
    const body = { bill_date: '2026-11-11', store_id: b.store, ...line() };
    expect((await b.admin.client.put(`/bills/test-repair-orders/${id}`, body)).code).toBe(2000);
    expect((await read(id)).ext).toEqual({ vin: 'LSVAU2180N2183294', mileage_km: 12000 });
    expect((await b.admin.client.put(`/bills/test-repair-orders/${id}`, { ...body, ext: { vin: 'WVWZZZ1JZXW000001', mileage_km: 12500 } })).code).toBe(2000);
    expect((await read(id)).ext).toEqual({ vin: 'WVWZZZ1JZXW000001', mileage_km: 12500 });
  });

  it('a type without such fields takes none and answers an empty ext', async () => {
    const body = { bill_date: '2026-11-10', store_id: b.store, ...line() };
    expect(await b.admin.client.post('/bills/purchase-orders', { ...body, ext: { vin: 'LSVAU2180N2183294' } }, { language: 2 }))
      .toMatchObject({ code: 4220, data: { fields: { ext: 'This document type has no extra fields' } } });
    const { id } = (await b.admin.client.post('/bills/purchase-orders', body)).data;
    expect((await b.admin.client.get(`/bills/purchase-orders/${id}`)).data.ext).toEqual({});
  });
});
