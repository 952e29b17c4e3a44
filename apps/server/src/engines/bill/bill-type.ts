import type { BillMeta, MessageKey } from '@zf/shared';
import type { Postings } from '../posting/index.ts';

/** A saved bill as its type's rules and `toPostings` see it: plain data, no I/O. */
export interface BillForPosting {
  id: number;
  type: string;
  bill_sn: string;
  bill_date: string;
  partner_id: number;
  store_id: number;
  out_store_id: number;
  in_store_id: number;
  total_amount: string;
  tax_amount: string;
  lines: Array<{
    id: number;
    product_id: number;
    warehouse_id: number;
    number: string;
    price: string;
    amount: string;
    tax_amount: string;
    source_line_id: number;
    /** For returns: the source line's posted unit cost (a return goes out/in at the original cost). */
    source_unit_cost?: string;
  }>;
}

export interface BillType {
  meta: BillMeta;
  /** Rules beyond the body schema: field → message key. */
  validate?(bill: BillForPosting): Partial<Record<string, MessageKey>>;
  /** What approving the bill posts. Pure: unit-tested with plain objects. Orders post nothing. */
  toPostings(bill: BillForPosting): Postings;
}

export const defineBillType = (type: BillType): BillType => type;

export class BillTypeRegistry {
  private readonly types = new Map<string, BillType>();
  add(type: BillType): void {
    if (this.types.has(type.meta.type)) throw new Error(`bill type ${type.meta.type} registered twice`);
    this.types.set(type.meta.type, type);
  }
  get(type: string): BillType | undefined {
    return this.types.get(type);
  }
}
