import { Code, Decimal, AssetStatus } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { ResourceHooks } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, conflict } from '../../platform/http/app-error.ts';
import { assertInitOpen, isOpeningCard } from './asset-init.service.ts';
import { residualValue } from './depreciation-schedule.ts';

const booked = async (tx: Kysely<DB>, enterpriseId: number, ids: number[]) =>
  ids.length ? tx.selectFrom('asset_depreciation').select('asset_id').where('enterprise_id', '=', enterpriseId).where('asset_id', 'in', ids).executeTakeFirst() : undefined;
const terms = ['original_value', 'accumulated_depreciation', 'start_date', 'life_months', 'residual_rate', 'method'] as const;
const same = (a: unknown, b: unknown) => (typeof a === 'string' && /^-?\d/.test(a) && b != null ? new Decimal(a).eq(String(b)) : String(a) === String(b));

/**
 * Card rules beyond the definition: a new card takes life, residual rate and method from its category when its life
 * is left at 0; status changes only by disposal; a disposed card is frozen; once depreciation is booked the terms it
 * was computed from stay; opening accumulated depreciation never passes original − residual; a card with
 * depreciation or vouchers is not deleted; an opening card's terms are locked with the initialization (assertInitOpen).
 */
export const fixedAssetRules: ResourceHooks = {
  async beforeWrite(tx: Kysely<DB>, enterpriseId, values, before) {
    // The init lock: an opening card (in use before the start period) is added, or its terms change, only while open.
    const termsChange = !before || terms.some((k) => values[k] !== undefined && !same(before[k], values[k]));
    if (termsChange && (await isOpeningCard(tx, enterpriseId, [values.start_date, before?.start_date]))) await assertInitOpen(tx, enterpriseId);
    if (!before) {
      values.status = 1;
      if (!Number(values.life_months) && values.category_id) {
        const c = await tx.selectFrom('asset_category').select(['life_months', 'residual_rate', 'method'])
          .where('enterprise_id', '=', enterpriseId).where('id', '=', Number(values.category_id)).executeTakeFirst();
        if (c) Object.assign(values, { life_months: c.life_months, residual_rate: c.residual_rate, method: c.method });
      }
    } else {
      if (Number(before.status) === AssetStatus.disposed) throw conflict('asset.disposed');
      if (values.status !== undefined && Number(values.status) !== Number(before.status)) throw conflict('asset.statusByAction');
      const changed = terms.some((k) => values[k] !== undefined && !same(before[k], values[k]));
      if (changed && (await booked(tx, enterpriseId, [Number(before.id)]))) throw conflict('asset.hasDepreciation');
    }
    const v = { ...before, ...values } as Record<string, unknown>;
    const original = String(v.original_value ?? '0');
    const cap = new Decimal(original).minus(residualValue({ original, residualRate: String(v.residual_rate ?? '0') }));
    if (new Decimal(String(v.accumulated_depreciation ?? '0')).gt(Decimal.max(cap, 0))) {
      throw new AppError(Code.validation, 'asset.accumulatedTooHigh');
    }
  },
  async beforeDelete(tx: Kysely<DB>, enterpriseId, rows) {
    const ids = rows.map((r) => Number(r.id));
    if (await isOpeningCard(tx, enterpriseId, rows.map((r) => r.start_date))) await assertInitOpen(tx, enterpriseId);
    if (rows.some((r) => Number(r.acquisition_voucher_id) > 0 || Number(r.status) === AssetStatus.disposed) || (await booked(tx, enterpriseId, ids))) throw conflict('asset.inUseByLedger');
  },
};
