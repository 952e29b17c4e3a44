import { Switch } from '@zf/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Front- and back-end customers (前后台客户): the enterprise's live customers, split by whether they reach the
 * enterprise online — an enabled customer account (customer ordering) or a shop that orders as them — or exist in the
 * back office only.
 */
export async function frontBackCustomers(db: Kysely<DB>, enterpriseId: number, q: { side?: 'front' | 'back'; keyword?: string; page: number; page_size: number }) {
  const accounts = db.selectFrom('customer_account').select(['partner_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('enterprise_id', '=', enterpriseId).where('status', '=', Switch.on).groupBy('partner_id').as('ca');
  const shops = db.selectFrom('shop').select(['partner_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('enterprise_id', '=', enterpriseId).where('partner_id', '>', 0).groupBy('partner_id').as('sh');
  let base = db.selectFrom('partner as p').leftJoin(accounts, 'ca.partner_id', 'p.id').leftJoin(shops, 'sh.partner_id', 'p.id')
    .where('p.enterprise_id', '=', enterpriseId).where('p.type', '=', 1).where('p.deleted_time', 'is', null);
  const online = sql<boolean>`coalesce(ca.n, 0) + coalesce(sh.n, 0) > 0`;
  if (q.side === 'front') base = base.where(online);
  if (q.side === 'back') base = base.where(sql<boolean>`not (${online})`);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('p.name', 'like', like), eb('p.code', 'like', like), eb('p.mobile', 'like', like)]));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.select(['p.id', 'p.code', 'p.name', 'p.contact', 'p.mobile', 'ca.n as accounts', 'sh.n as shops'])
    .orderBy('p.id', 'desc').limit(q.page_size).offset((q.page - 1) * q.page_size).execute();
  return {
    list: rows.map((r) => {
      const a = Number(r.accounts ?? 0);
      const s = Number(r.shops ?? 0);
      return { partner_id: r.id, code: r.code, name: r.name, contact: r.contact, mobile: r.mobile, accounts: a, shops: s, side: a + s > 0 ? 'front' as const : 'back' as const };
    }),
    total: Number(total), page: q.page, page_size: q.page_size,
  };
}
