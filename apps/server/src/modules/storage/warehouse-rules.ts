import type { ResourceHooks } from '../../engines/resource/index.ts';
import { Switch } from '@zf/shared';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, invalidFields } from '../../platform/http/app-error.ts';

/**
 * Exactly one default warehouse per enterprise (a unique index allows at most one; these rules keep it at one):
 * making a warehouse the default takes the flag from the old default in the same transaction; the default cannot
 * drop the flag (choose another instead), be disabled or be deleted.
 */
export const warehouseRules: ResourceHooks = {
  async beforeWrite(tx, enterpriseId, values, before) {
    const wasDefault = Number(before?.is_default ?? 0) === 1;
    const willBeDefault = values.is_default !== undefined ? Number(values.is_default) === 1 : wasDefault;
    if (wasDefault && !willBeDefault) throw invalidFields({ is_default: 'warehouse.keepDefault' });
    const willBeEnabled = values.status !== undefined ? Number(values.status) === Switch.on : Number(before?.status ?? Switch.on) === Switch.on;
    if (willBeDefault && !willBeEnabled) throw invalidFields({ status: 'warehouse.defaultDisabled' });
    if (willBeDefault && !wasDefault) {
      await tx
        .updateTable('warehouse')
        .set({ is_default: 0, update_time: nowSeconds() })
        .where('enterprise_id', '=', enterpriseId)
        .where('is_default', '=', 1)
        .execute();
    }
  },
  async beforeDelete(_tx, _enterpriseId, rows) {
    if (rows.some((row) => Number(row.is_default) === 1)) throw conflict('warehouse.defaultDelete');
  },
};
