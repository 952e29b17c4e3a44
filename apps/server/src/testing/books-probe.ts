import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../platform/db/schema.ts';
import { saveLedgerSettings } from '../engines/ledger/index.ts';
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

/**
 * Books that make vouchers on approval from November 2026 (business and accounting periods open there), as the
 * production, outsourcing and quality tests start them.
 */
export async function openNovemberBooks(db: Kysely<DB>, enterpriseId: number): Promise<void> {
  await db.updateTable('enterprise').set({ locked_account: 1, business_period: '2026-11', finance_period: '2026-11' }).where('id', '=', enterpriseId).execute();
  await db.transaction().execute((tx) => saveLedgerSettings(tx, enterpriseId, { start_period: '2026-11' }));
}

/** A warehouse keeping its stock on 1403 原材料 (a new one named `name`, or an existing one by id). */
export async function rawMaterialWarehouse(db: Kysely<DB>, client: SignedClient, enterpriseId: number, warehouse: string | number): Promise<number> {
  const id = typeof warehouse === 'number' ? warehouse : (await client.post('/warehouses', { name: warehouse })).data.id as number;
  await db.updateTable('warehouse').set({ inventory_subject: '1403' }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  return id;
}

/** An account's balance (debit − credit) over every voucher line of the enterprise, 2 dp. */
export async function glBalance(db: Kysely<DB>, enterpriseId: number, code: string): Promise<string> {
  const { rows } = await sql<{ balance: string }>`
    SELECT coalesce(sum(l.debit - l.credit), 0)::numeric(20,2)::text AS balance FROM voucher_line l
    JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
    WHERE l.enterprise_id = ${enterpriseId} AND a.code = ${code}`.execute(db);
  return rows[0]!.balance;
}
