import { randomInt } from 'node:crypto';
import type { ApiClient } from '../lib/api-client.ts';
import { customerName, supplierName, warehouseName } from './catalogue.ts';
import { productWorkbook, importProducts } from './product-import.ts';
import type { CatalogueProduct } from './catalogue.ts';

export interface Admin {
  phone: string;
  password: string;
  api: ApiClient;
}

/** Registers a user through the public API, reading the code from the development SMS outbox like a tester would. */
export async function registerAdmin(anonymous: ApiClient, name = '基准测试管理员'): Promise<Admin> {
  const phone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const password = 'Bench2026ok';
  await anonymous.must('POST', '/auth/sms-code', { phone, scene: 'register' });
  const outbox = await anonymous.must<{ list: Array<{ code: string }> }>('GET', `/dev/sms-outbox?phone=${phone}`);
  const registered = await anonymous.must<{ token: string }>('POST', '/auth/register', { phone, password, code: outbox.list[0]!.code, name });
  return { phone, password, api: anonymous.withToken(registered.token) };
}

export async function login(anonymous: ApiClient, phone: string, password: string): Promise<ApiClient> {
  const { token } = await anonymous.must<{ token: string }>('POST', '/auth/login', { phone, password });
  return anonymous.withToken(token);
}

/** A new enterprise the admin then works in (selected, since a user with several is not switched silently). */
export async function createEnterprise(admin: ApiClient, name: string): Promise<number> {
  const { enterprise_id } = await admin.must<{ enterprise_id: number }>('POST', '/enterprises', { name, type: 1 });
  await admin.must('POST', '/enterprises/select', { enterprise_id });
  return enterprise_id;
}

/** Runs `work` over items with at most `concurrency` in flight, results in item order. */
export async function inParallel<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export interface MasterData {
  unitId: number;
  warehouseIds: number[];
  customerIds: number[];
  supplierIds: number[];
}

/** Warehouses beyond the default one, customers and suppliers, all through the resource API. */
export async function createMasterData(admin: ApiClient, sizes: { warehouses: number; customers: number; suppliers: number }): Promise<MasterData> {
  const units = await admin.must<{ list: Array<{ id: number; name: string }> }>('GET', '/units?page_size=50');
  const unitId = (units.list.find((u) => u.name === '个') ?? units.list[0]!).id;
  const existing = await admin.must<{ list: Array<{ id: number }> }>('GET', '/warehouses?page_size=50');
  const warehouseIds = existing.list.map((w) => w.id).slice(0, 1);
  for (let i = 1; i < sizes.warehouses; i++) warehouseIds.push((await admin.must<{ id: number }>('POST', '/warehouses', { name: warehouseName(i) })).id);
  const partner = (type: 1 | 2, name: string) => admin.must<{ id: number }>('POST', '/partners', { type, name }).then((r) => r.id);
  const customerIds = await inParallel(Array.from({ length: sizes.customers }, (_, i) => i), 4, (i) => partner(1, customerName(i)));
  const supplierIds = await inParallel(Array.from({ length: sizes.suppliers }, (_, i) => i), 4, (i) => partner(2, supplierName(i)));
  return { unitId, warehouseIds, customerIds, supplierIds };
}

/** The catalogue through the product Excel import (the bulk path users have), in files of at most 20 k rows. */
export async function createCatalogue(admin: ApiClient, products: CatalogueProduct[]): Promise<void> {
  const template = await admin.download('/products/import-template');
  for (let i = 0; i < products.length; i += 20_000) {
    const file = await productWorkbook(template, products.slice(i, i + 20_000));
    const result = await importProducts(admin, file);
    if (result.failed) throw new Error(`catalogue import: ${result.failed} rows failed, e.g. ${JSON.stringify(result.errors?.slice(0, 3))}`);
  }
}
