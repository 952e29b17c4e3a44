import { Code, PartnerType } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict, forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { notifyAdmins } from './network-notify.ts';

export const LinkStatus = { invited: 1, linked: 2, ended: 3 } as const;

export interface InviteInput { partner_id: number; phone?: string; enterprise_code?: string; price_level_id?: number; category_ids?: number[] }
export interface AcceptInput { partner_id?: number; price_level_id?: number; category_ids?: number[] }

/** A live link seen from the buyer: the supplier's enterprise and what it grants this customer. */
export interface BuyerLink {
  id: number; supplier_enterprise_id: number; customer_enterprise_id: number; supplier_partner_id: number; customer_partner_id: number;
  price_level_id: number; category_ids: number[];
}

const partnerOf = (db: Kysely<DB>, enterpriseId: number, id: number) =>
  db.selectFrom('partner').select(['id', 'type', 'name']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).where('deleted_time', 'is', null).executeTakeFirst();

/** The enterprise an invitation names: by its code, or the one enterprise the phone's user administers. */
async function targetEnterprise(db: Kysely<DB>, input: InviteInput): Promise<number> {
  if (input.enterprise_code) {
    const found = await db.selectFrom('enterprise').select('id').where('code', '=', input.enterprise_code.trim()).executeTakeFirst();
    if (!found) throw invalidFields({ enterprise_code: 'network.enterpriseNotFound' });
    return found.id;
  }
  if (!input.phone) throw invalidFields({ phone: 'network.targetRequired' });
  const admins = await db.selectFrom('employee as e').innerJoin('app_user as u', 'u.id', 'e.user_id')
    .select('e.enterprise_id').where('u.phone', '=', input.phone).where('e.is_admin', '=', true).execute();
  if (!admins.length) throw invalidFields({ phone: 'network.enterpriseNotFound' });
  if (admins.length > 1) throw invalidFields({ phone: 'network.phoneAmbiguous' });
  return admins[0]!.enterprise_id;
}

/**
 * Invites another enterprise to link with one of our partner records (issue 19 item 1). A supplier record makes us
 * the customer of the link; a customer record makes us the supplier, and then the invitation already says which
 * catalogue (categories) and price level the customer sees.
 */
export async function invite(db: Kysely<DB>, tenant: TenantContext, input: InviteInput): Promise<{ id: number }> {
  const partner = await partnerOf(db, tenant.enterpriseId, input.partner_id);
  if (!partner) throw notFound();
  const target = await targetEnterprise(db, input);
  if (target === tenant.enterpriseId) throw invalidFields({ [input.enterprise_code ? 'enterprise_code' : 'phone']: 'network.selfLink' });
  const weBuy = partner.type === PartnerType.supplier;
  if (!weBuy && partner.type !== PartnerType.customer) throw invalidFields({ partner_id: 'network.partnerType' });
  if (input.price_level_id) await checkPriceLevel(db, tenant.enterpriseId, input.price_level_id);
  const row = {
    enterprise_id: tenant.enterpriseId, invited_by: tenant.employeeId, create_time: nowSeconds(),
    supplier_enterprise_id: weBuy ? target : tenant.enterpriseId, customer_enterprise_id: weBuy ? tenant.enterpriseId : target,
    supplier_partner_id: weBuy ? partner.id : 0, customer_partner_id: weBuy ? 0 : partner.id,
    price_level_id: weBuy ? 0 : input.price_level_id ?? 0, category_ids: JSON.stringify(weBuy ? [] : input.category_ids ?? []),
  };
  try {
    const made = await db.insertInto('partner_link').values(row).returning('id').executeTakeFirstOrThrow();
    const inviter = await db.selectFrom('enterprise').select(['name', 'org_name']).where('id', '=', tenant.enterpriseId).executeTakeFirstOrThrow();
    await notifyAdmins(db, target, { key: 'msg.network.invite.title' }, { key: 'msg.network.invite.content', params: { enterprise: inviter.org_name || inviter.name } });
    return made;
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw conflict('network.linkExists');
    throw e;
  }
}

async function checkPriceLevel(db: Kysely<DB>, enterpriseId: number, id: number) {
  const level = await db.selectFrom('price_level').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', id).where('deleted_time', 'is', null).executeTakeFirst();
  if (!level) throw invalidFields({ price_level_id: 'record.notFound' });
}

/**
 * The invited enterprise's admin accepts: names (or has created) its own partner record of the inviter, and, when it
 * is the supplier, what the customer sees.
 */
export async function accept(db: Kysely<DB>, tenant: TenantContext, id: number, input: AcceptInput): Promise<void> {
  if (!tenant.isAdmin) throw forbidden('network.adminOnly');
  await db.transaction().execute(async (tx) => {
    const link = await tx.selectFrom('partner_link').selectAll().where('id', '=', id).where('enterprise_id', '<>', tenant.enterpriseId)
      .where((eb) => eb.or([eb('supplier_enterprise_id', '=', tenant.enterpriseId), eb('customer_enterprise_id', '=', tenant.enterpriseId)]))
      .forUpdate().executeTakeFirst();
    if (!link) throw notFound();
    if (link.status !== LinkStatus.invited) throw conflict('network.notPending');
    const weSupply = link.supplier_enterprise_id === tenant.enterpriseId;
    const type = weSupply ? PartnerType.customer : PartnerType.supplier;
    let partnerId = input.partner_id;
    if (partnerId) {
      const partner = await partnerOf(tx, tenant.enterpriseId, partnerId);
      if (!partner) throw notFound();
      if (partner.type !== type) throw invalidFields({ partner_id: 'network.partnerType' });
    } else {
      const inviter = await tx.selectFrom('enterprise').select(['name', 'org_name']).where('id', '=', link.enterprise_id).executeTakeFirstOrThrow();
      const now = nowSeconds();
      partnerId = (await tx.insertInto('partner').values({ enterprise_id: tenant.enterpriseId, type, name: inviter.org_name || inviter.name, create_time: now, update_time: now } as never)
        .returning('id').executeTakeFirstOrThrow()).id;
    }
    if (weSupply && input.price_level_id) await checkPriceLevel(tx, tenant.enterpriseId, input.price_level_id);
    await tx.updateTable('partner_link').set({
      status: LinkStatus.linked, accept_time: nowSeconds(),
      ...(weSupply
        ? { customer_partner_id: partnerId, ...(input.price_level_id !== undefined ? { price_level_id: input.price_level_id } : {}), ...(input.category_ids ? { category_ids: JSON.stringify(input.category_ids) } : {}) }
        : { supplier_partner_id: partnerId }),
    }).where('id', '=', id).execute();
  });
}

/** Either side ends a link (or withdraws / declines an invitation); the orders made through it stay. */
export async function endLink(db: Kysely<DB>, tenant: TenantContext, id: number): Promise<void> {
  const done = await db.updateTable('partner_link').set({ status: LinkStatus.ended, end_time: nowSeconds() })
    .where('id', '=', id).where('status', 'in', [LinkStatus.invited, LinkStatus.linked])
    .where((eb) => eb.or([eb('supplier_enterprise_id', '=', tenant.enterpriseId), eb('customer_enterprise_id', '=', tenant.enterpriseId)]))
    .executeTakeFirst();
  if (!Number(done.numUpdatedRows)) throw notFound();
}

export interface LinkRow {
  id: number; status: number; role: 'supplier' | 'customer'; peer_enterprise_id: number; peer_name: string; partner_id: number; partner_name: string;
  invited_by_us: boolean; awaiting_us: boolean; price_level_id: number; category_ids: number[]; create_time: number; accept_time: number | null;
}

/** Both sides' links of this enterprise: `role` is what the other enterprise is to us. */
export async function listLinks(db: Kysely<DB>, tenant: TenantContext, status?: number): Promise<LinkRow[]> {
  const me = tenant.enterpriseId;
  const { rows } = await sql<LinkRow & { category_ids: number[] | string }>`
    SELECT l.id, l.status, CASE WHEN l.customer_enterprise_id = ${me} THEN 'supplier' ELSE 'customer' END AS role,
      pe.id AS peer_enterprise_id, coalesce(nullif(pe.org_name, ''), pe.name) AS peer_name,
      CASE WHEN l.customer_enterprise_id = ${me} THEN l.supplier_partner_id ELSE l.customer_partner_id END AS partner_id,
      coalesce(p.name, '') AS partner_name, l.enterprise_id = ${me} AS invited_by_us,
      (l.enterprise_id <> ${me} AND l.status = 1) AS awaiting_us, l.price_level_id, l.category_ids, l.create_time::integer AS create_time,
      l.accept_time::integer AS accept_time
    FROM partner_link l
    JOIN enterprise pe ON pe.id = CASE WHEN l.customer_enterprise_id = ${me} THEN l.supplier_enterprise_id ELSE l.customer_enterprise_id END
    LEFT JOIN partner p ON p.enterprise_id = ${me}
      AND p.id = CASE WHEN l.customer_enterprise_id = ${me} THEN l.supplier_partner_id ELSE l.customer_partner_id END
    WHERE (l.supplier_enterprise_id = ${me} OR l.customer_enterprise_id = ${me}) ${status ? sql`AND l.status = ${status}` : sql``}
    ORDER BY l.id DESC`.execute(db);
  return rows.map((r) => ({ ...r, category_ids: typeof r.category_ids === 'string' ? JSON.parse(r.category_ids) as number[] : r.category_ids }));
}

/** The live link behind one of our supplier records, or 4004 (a record never linked, or another enterprise's). */
export async function buyerLink(db: Kysely<DB>, enterpriseId: number, supplierPartnerId: number, lock = false): Promise<BuyerLink> {
  let q = db.selectFrom('partner_link')
    .select(['id', 'supplier_enterprise_id', 'customer_enterprise_id', 'supplier_partner_id', 'customer_partner_id', 'price_level_id', 'category_ids'])
    .where('customer_enterprise_id', '=', enterpriseId).where('supplier_partner_id', '=', supplierPartnerId).where('status', '=', LinkStatus.linked);
  if (lock) q = q.forUpdate();
  const link = await q.executeTakeFirst();
  if (!link) throw new AppError(Code.notFound, 'network.notLinked');
  return { ...link, category_ids: typeof link.category_ids === 'string' ? JSON.parse(link.category_ids) as number[] : link.category_ids };
}

/** Every live link where we are the customer. */
export async function buyerLinks(db: Kysely<DB>, enterpriseId: number): Promise<BuyerLink[]> {
  const rows = await db.selectFrom('partner_link')
    .select(['id', 'supplier_enterprise_id', 'customer_enterprise_id', 'supplier_partner_id', 'customer_partner_id', 'price_level_id', 'category_ids'])
    .where('customer_enterprise_id', '=', enterpriseId).where('status', '=', LinkStatus.linked).orderBy('id').execute();
  return rows.map((l) => ({ ...l, category_ids: typeof l.category_ids === 'string' ? JSON.parse(l.category_ids) as number[] : l.category_ids }));
}
