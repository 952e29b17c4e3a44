import { afterAll, beforeAll, expect, it } from 'vitest';
import { enterpriseWithAdmin } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { nextBillSn } from './numbering.ts';

let t: TestApp;
let a: number;
let b: number;
beforeAll(async () => {
  t = await createTestApp();
  a = (await enterpriseWithAdmin(t.client, '甲')).enterpriseId;
  b = (await enterpriseWithAdmin(t.client, '乙')).enterpriseId;
});
afterAll(async () => { await t?.close(); });

const take = (enterpriseId: number, prefix: string, date: string) => t.database.db.transaction().execute((tx) => nextBillSn(tx, enterpriseId, prefix, date));

it('counts per enterprise, prefix and day; a rolled-back bill gives its number back', async () => {
  expect(await take(a, 'CGRK-', '2026-11-22')).toBe('CGRK-202611220001');
  expect(await take(a, 'CGRK-', '2026-11-22')).toBe('CGRK-202611220002');
  expect(await take(a, 'XSCK-', '2026-11-22')).toBe('XSCK-202611220001');
  expect(await take(a, 'CGRK-', '2026-11-23')).toBe('CGRK-202611230001');
  expect(await take(b, 'CGRK-', '2026-11-22')).toBe('CGRK-202611220001');
  await t.database.db.transaction().execute(async (tx) => {
    await nextBillSn(tx, a, 'RK', '2026-11-22');
    throw new Error('rolled back');
  }).catch(() => {});
  expect(await take(a, 'RK', '2026-11-22')).toBe('RK202611220001');
});

it.skipIf(testDbKind !== 'postgres')('200 bills numbered at once on real PostgreSQL get 200 different consecutive numbers', async () => {
  const sns = await Promise.all(Array.from({ length: 200 }, () => take(a, 'CK', '2026-11-24')));
  expect(new Set(sns).size).toBe(200);
  expect([...sns].sort()).toEqual(Array.from({ length: 200 }, (_, i) => `CK20261124${String(i + 1).padStart(4, '0')}`));
});
