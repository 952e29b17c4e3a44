import type { Kysely } from 'kysely';
import type { ResourceHooks } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { conflict, invalidFields } from '../../platform/http/app-error.ts';

/** A login account is one across the shops' own logins and the shop accounts of the enterprise. */
async function accountFree(tx: Kysely<DB>, enterpriseId: number, account: unknown, own: { table: 'shop' | 'shop_account'; id?: number }) {
  if (typeof account !== 'string' || !account) return;
  const inShops = await tx.selectFrom('shop').select('id').where('enterprise_id', '=', enterpriseId).where('account', '=', account).executeTakeFirst();
  const inAccounts = await tx.selectFrom('shop_account').select('id').where('enterprise_id', '=', enterpriseId).where('account', '=', account).executeTakeFirst();
  const taken = (inShops && !(own.table === 'shop' && inShops.id === own.id)) || (inAccounts && !(own.table === 'shop_account' && inAccounts.id === own.id));
  if (taken) throw invalidFields({ account: 'shop.accountTaken' });
}

/** Shops: the login account is free among shop accounts too; the partner is a customer; a shop with orders stays. */
export const shopRules: ResourceHooks = {
  async beforeWrite(tx: Kysely<DB>, enterpriseId, values, before) {
    await accountFree(tx, enterpriseId, values.account, { table: 'shop', id: before ? Number(before.id) : undefined });
    const partnerId = Number(values.partner_id ?? 0);
    if (partnerId > 0) {
      const p = await tx.selectFrom('partner').select('type').where('enterprise_id', '=', enterpriseId).where('id', '=', partnerId).executeTakeFirst();
      if (p && p.type !== 1) throw invalidFields({ partner_id: 'shop.partnerNotCustomer' });
    }
  },
  async beforeDelete(tx: Kysely<DB>, enterpriseId, rows) {
    const ids = rows.map((r) => Number(r.id));
    const used = await tx.selectFrom('shop_order').select('id').where('enterprise_id', '=', enterpriseId).where('shop_id', 'in', ids).executeTakeFirst();
    if (used) throw conflict('shop.hasOrders');
    await tx.deleteFrom('shop_session').where('enterprise_id', '=', enterpriseId).where('shop_id', 'in', ids).execute();
  },
};

/** Shop accounts: the login account is free among the shops' own logins too. */
export const shopAccountRules: ResourceHooks = {
  async beforeWrite(tx: Kysely<DB>, enterpriseId, values, before) {
    await accountFree(tx, enterpriseId, values.account, { table: 'shop_account', id: before ? Number(before.id) : undefined });
  },
  async beforeDelete(tx: Kysely<DB>, enterpriseId, rows) {
    await tx.deleteFrom('shop_session').where('enterprise_id', '=', enterpriseId).where('account_id', 'in', rows.map((r) => Number(r.id))).execute();
  },
};
