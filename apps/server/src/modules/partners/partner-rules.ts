import { PartnerType } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { ResourceHooks } from '../../engines/resource/index.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, invalidFields } from '../../platform/http/app-error.ts';

/** The type of a live partner of the enterprise (undefined when missing; the engine reports missing refs). */
async function partnerType(tx: Kysely<DB>, enterpriseId: number, partnerId: unknown): Promise<number | undefined> {
  const row = await tx.selectFrom('partner').select('type').where('enterprise_id', '=', enterpriseId).where('id', '=', Number(partnerId))
    .where('deleted_time', 'is', null).executeTakeFirst();
  return row ? Number(row.type) : undefined;
}

/** A ref that must point at a partner of one type: customer accounts at customers, cost prices at suppliers. */
export const partnerOfType = (type: number, message: 'partner.notCustomer' | 'partner.notSupplier'): ResourceHooks => ({
  async beforeWrite(tx, enterpriseId, values) {
    if (values.partner_id === undefined) return;
    const found = await partnerType(tx, enterpriseId, values.partner_id);
    if (found !== undefined && found !== type) throw invalidFields({ partner_id: message });
  },
});

export const customerAccountRules = partnerOfType(PartnerType.customer, 'partner.notCustomer');
export const costPriceRules = partnerOfType(PartnerType.supplier, 'partner.notSupplier');

/**
 * A partner keeps its type while what hangs on that type exists: a customer with customer accounts or agreement
 * prices, a supplier with cost prices.
 */
export const partnerRules: ResourceHooks = {
  async beforeWrite(tx, enterpriseId, values, before) {
    if (!before || values.type === undefined || Number(values.type) === Number(before.type)) return;
    const tables = Number(before.type) === PartnerType.customer ? (['customer_account', 'sale_agreement_price'] as const) : (['cost_price'] as const);
    for (const table of tables) {
      const used = await tx.selectFrom(table).select('id').where('enterprise_id', '=', enterpriseId).where('partner_id', '=', Number(before.id)).limit(1).executeTakeFirst();
      if (used) throw conflict('partner.typeInUse');
    }
  },
};

/** One primary contact per partner: marking a contact primary takes the mark from the partner's others. */
export const partnerContactRules: ResourceHooks = {
  async beforeWrite(tx, enterpriseId, values, before) {
    if (Number(values.is_primary ?? 0) !== 1) return;
    const partnerId = Number(values.partner_id ?? before?.partner_id);
    let q = tx.updateTable('partner_contact').set({ is_primary: 0, update_time: nowSeconds() })
      .where('enterprise_id', '=', enterpriseId).where('partner_id', '=', partnerId).where('is_primary', '=', 1);
    if (before) q = q.where('id', '!=', Number(before.id));
    await q.execute();
  },
};
