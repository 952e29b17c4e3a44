import { Decimal, amount, qty, unitPrice } from '@zf/shared';

/**
 * The stock of one product in one warehouse as costing sees it: quantity (4 dp) and value (2 dp). Costing
 * functions are pure: they take a state and a movement and return the new state and the movement's cost, so they can
 * be property-tested and replayed (repost) without a database.
 */
export interface CostState {
  qty: string;
  value: string;
  /** FIFO only: open receipt layers, oldest first. */
  layers?: Layer[];
}

export interface Layer {
  qty: string;
  value: string;
}

/** A stock movement as costing needs it: in with its cost, or out (costed by the method). */
export type CostMove =
  | { direction: 'in'; qty: string; amount: string }
  | { direction: 'out'; qty: string };

export interface CostedMove {
  qty: string;
  /** Unit cost of the movement, 6 dp. */
  unitCost: string;
  /** Value moved, 2 dp: positive in, positive out (the direction says which way). */
  amount: string;
  /**
   * Value change the movement's amount does not explain, 2 dp: only when stock goes negative or comes back to zero
   * from negative (the enterprise allows negative stock). Always 0.00 otherwise; the ledger posts it as a cost
   * difference so that value = Σ in − Σ out + Σ adjustments holds to the cent.
   */
  adjustment: string;
}

export const emptyState = (): CostState => ({ qty: '0.0000', value: '0.00', layers: [] });

export const dec = (v: string | number) => new Decimal(v);
export const fmt = { qty, amount, unitPrice };

/** Unit cost of a value over a quantity, 6 dp; 0 when there is nothing. */
export const unitCostOf = (value: string, quantity: string): string =>
  dec(quantity).isZero() ? '0.000000' : unitPrice(dec(value).div(quantity));
