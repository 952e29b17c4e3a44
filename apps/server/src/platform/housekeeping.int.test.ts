import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { pruneShortLivedRows } from './housekeeping.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

it('prunes nonces past the replay window but keeps the ones that still guard it', async () => {
  const now = Math.floor(Date.now() / 1000);
  await t.database.db.insertInto('request_nonce').values([
    { appkey: 'zf-web', nonce: 'OldOld01', seen_time: now - 601 },
    { appkey: 'zf-web', nonce: 'NewNew01', seen_time: now - 299 },
  ]).execute();
  await pruneShortLivedRows(t.database.db);
  const left = await t.database.db.selectFrom('request_nonce').select('nonce').where('nonce', 'in', ['OldOld01', 'NewNew01']).execute();
  expect(left.map((r) => r.nonce)).toEqual(['NewNew01']);
});
