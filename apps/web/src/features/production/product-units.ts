import type { ProductUnitLookupList } from '@zf/shared';
import { useApiQuery } from '../../request/index.ts';

/** A unit a production row may be counted in: the base unit (sent as unit_id 0) or a conversion (1 箱 = 12 个). */
export interface UnitChoice { unit_id: number; unit_name: string; ratio: string; base: boolean }

/**
 * The units of some products, as the bill editor offers them (GET /product-units, the trading lines' lookup): per
 * product the base unit first, then its conversions. A clerk who may not read them (4003) just counts in base units.
 */
export function useProductUnits(ids: ReadonlyArray<number | undefined>): Map<number, UnitChoice[]> {
  const key = [...new Set(ids.filter((id): id is number => !!id))].sort((a, b) => a - b).join(',');
  const answer = useApiQuery<ProductUnitLookupList>('/product-units', { product_ids: key }, { enabled: key !== '', quiet: [4003, 4220], staleTime: 60_000 });
  return new Map((answer.data?.list ?? []).map((p) => [p.product_id, [
    { unit_id: p.base_unit_id, unit_name: p.base_unit_name, ratio: '1', base: true },
    ...p.units.map((u) => ({ ...u, base: false })),
  ]]));
}

/** What to send for a chosen unit: 0 for the base unit (or none chosen), else the unit's id. */
export const sentUnit = (units: UnitChoice[] | undefined, unitId: number | undefined) => (unitId && !units?.find((u) => u.unit_id === unitId)?.base ? unitId : 0);
