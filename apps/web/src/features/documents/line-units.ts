import { Decimal, qty } from '@zf/shared';
import type { DraftLine } from './bill-api.ts';

/** Base units in one of the row's unit ('1' for the base unit, or before the units have loaded). */
export const ratioOf = (l: Pick<DraftLine, 'unit_id' | 'units'>): string => {
  const unit = l.unit_id ? l.units?.find((u) => u.unit_id === l.unit_id) : undefined;
  return unit ? new Decimal(unit.ratio).toString() : '1';
};

/** The row's quantity in base units (4 dp truncated, as the server moves stock), or undefined while it is not a number. */
export const baseQty = (l: Pick<DraftLine, 'number' | 'unit_id' | 'units'>): string | undefined => {
  if (!l.number || Number.isNaN(Number(l.number))) return undefined;
  return qty(new Decimal(l.number).mul(ratioOf(l)));
};

/** The name of the row's unit: the chosen one, else the base unit, else what the stored bill said. */
export const unitLabel = (l: Pick<DraftLine, 'unit_id' | 'units' | 'unit_label'>): string =>
  (l.unit_id ? l.units?.find((u) => u.unit_id === l.unit_id)?.unit_name : l.units?.find((u) => u.base)?.unit_name) ?? l.unit_label ?? '';
