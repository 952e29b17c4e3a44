import type { CostingMethod } from './costing/replay.ts';

/** One line of stock movement a document posts (what `toPostings` returns for stock). */
export interface StockPosting {
  productId: number;
  warehouseId: number;
  /** Business date, YYYY-MM-DD; earlier than the ledger's last date means back-dated (later moves are reposted). */
  date: string;
  direction: 'in' | 'out';
  /** Positive, 4 dp. */
  qty: string;
  /**
   * The movement's value, 2 dp. Required for receipts. Given for an issue only when its cost is fixed by its source
   * (a purchase return goes out at the receipt's cost); otherwise the costing method decides.
   */
  amount?: string;
  /**
   * A receipt valued at what an earlier issue of the same call cost (its index in the postings array): a transfer's
   * stock-in takes the stock-out's cost, which only the ledger knows.
   */
  costOf?: number;
  /**
   * A receipt valued at its share of what earlier issues of the same call cost: the sum of `sources` split by
   * `weights` to the cent (allocateCost), this posting taking part `part`. Assemblies and splits: the products take
   * exactly what the components cost. Every part of one allocation carries the same sources and weights.
   */
  costShare?: { sources: number[]; weights: string[]; part: number };
  /**
   * Valued from the live movements of an earlier document line by a link kind (a return from the line it returns,
   * at that line's unit cost in the ledger): the ledger computes the amount and keeps it following those movements
   * through reposts. Any `amount` given is used only when the line has no movements dated on or before this one.
   */
  costFollows?: { kind: 'return'; lineId: number };
  billType: string;
  billId: number;
  billSn: string;
  billLineId?: number;
  reversesId?: string;
  /**
   * The serials this movement carries when it moves only part of its line (an incoming check splitting a row into
   * good and rejected); a receipt valued by `costOf` carries those of the issue it follows. Default: the line's.
   */
  serials?: string[];
}

export interface StockPostingOptions {
  method: CostingMethod;
  allowNegative: boolean;
  /** Monthly weighted average: the last day of the latest costed month; nothing may post on or before it. */
  costedThrough?: string;
}

/** A posted movement with its cost, as the document and the GL need it (cost of goods sold, gross profit). */
export interface PostedMove {
  id: string;
  productId: number;
  warehouseId: number;
  direction: 'in' | 'out';
  qty: string;
  unitCost: string;
  amount: string;
  billLineId?: number;
}

export const ledgerKey = (p: { productId: number; warehouseId: number }) => `${p.productId}:${p.warehouseId}`;
