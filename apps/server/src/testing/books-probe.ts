import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../platform/db/schema.ts';
import type { SignedClient } from './signed-client.ts';

/**
 * GET and POST that must answer 2000, giving the data; a failure names the path, the message and the data. The
 * client is read on each call, so a test may make this before its `beforeAll` logs the client in.
 */
export function succeeding(client: () => SignedClient) {
  return {
    // A test reads the answer's fields freely: the data is untyped.
    get: async (path: string): Promise<any> => {
      const res = await client().get(path);
      expect(res.code, `${path}: ${res.msg}`).toBe(2000);
      return res.data;
    },
    post: async (path: string, body: object = {}): Promise<any> => {
      const res = await client().post(path, body);
      expect(res.code, `${path}: ${res.msg} ${JSON.stringify(res.data)}`).toBe(2000);
      return res.data;
    },
  };
}

/** A product's stock in a warehouse as [qty, amount], or `none` when it has no balance row. */
export async function stockOf(db: Kysely<DB>, enterpriseId: number, productId: number, warehouseId: number, none: [string, string] = ['0', '0']): Promise<string[]> {
  const row = await db.selectFrom('stock_balance').select(['qty', 'amount']).where('enterprise_id', '=', enterpriseId)
    .where('product_id', '=', productId).where('warehouse_id', '=', warehouseId).executeTakeFirst();
  return row ? [row.qty, row.amount] : none;
}
