import type { BillBodyInput, BillMeta, BillTypeCode, MessageKey } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';
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
    /** Assemblies and splits: 1 product in, -1 component out; 0 when the type decides. */
    direction?: number;
    /** Manual cost allocation share. */
    cost_share?: string;
    /** Types with `bookStock`: the line's product × warehouse at the end of the bill date, read under its lock. */
    book?: BookStock;
    /** Check bills: the checked quantity's qualified and rejected parts. */
    qualified?: string;
    rejected?: string;
  }>;
  /** Assemblies and splits: 1 by quantity, 2 by amount, 3 manual. */
  allocation?: number;
  /** Money documents: amounts on a settlement account and/or an income-expense category. */
  money_lines?: Array<{ account_id: number; category_id: number; amount: string; project_id?: number; tax_amount?: string }>;
  /** The type's own fields (BillType.ext), as stored. */
  ext?: Record<string, unknown>;
  /** What the type's `beforePosting` read under its locks for this approval (production: the order's figures). */
  context?: Record<string, unknown>;
}

/** Stock on the books at a date: quantity (4 dp) and value (2 dp). */
export interface BookStock {
  qty: string;
  amount: string;
}

/** A "needs confirmation" answer (API.md): the caller resends with `confirm: [key]` to go on. */
export interface Confirmation {
  code: number;
  key: string;
  message: AnyMessageKey;
}

export interface BillType {
  meta: BillMeta;
  /** Rules beyond the body schema: field → message key. */
  validate?(bill: BillForPosting): Partial<Record<string, MessageKey>>;
  /** What approving the bill posts. Pure: unit-tested with plain objects. Orders post nothing. */
  toPostings(bill: BillForPosting): Postings;
  /** Rules on the body when it is saved (create and edit): field → message key. */
  checkBody?(body: BillBodyInput): Partial<Record<string, MessageKey>>;
  /** What the caller must confirm before the body is saved (e.g. an assembly without unit prices). */
  confirmations?(body: BillBodyInput): Confirmation[];
  /**
   * The type's postings depend on the stock on the books at the bill date (stocktake: the difference to the count;
   * cost adjustment: the value change). Approval locks those balances, reads them and keeps them on the lines.
   */
  bookStock?: boolean;
  /**
   * Fields only this type has, kept in `bill.ext` (JSONB) instead of new `bill` columns: the body's `ext` is parsed
   * with this schema on create and edit (4220 `ext.<field>` on a refusal) and the parsed value stored; the document
   * routes answer it as `ext`. Without a schema a type takes no `ext` fields. Use message keys as zod messages.
   */
  ext?: z.ZodType<Record<string, unknown>>;
  /**
   * Rules that follow the approved documents of this type (a purchase bill's cost price). Runs in the audit's
   * transaction right after the bill became approved (`approved: true`, after its postings) or its approval was
   * reversed (`false`, after the reversal), with the bill row locked; take further locks in a fixed order.
   */
  afterApproval?(tx: Kysely<DB>, bill: { enterpriseId: number; id: number; approved: boolean; employeeId: number }): Promise<void>;
  /** Rules that follow a saved document (create and edit), in the save's transaction after its rows are written (a repair bill reports its machine under repair). */
  afterSave?(tx: Kysely<DB>, bill: { enterpriseId: number; id: number }): Promise<void>;
  /**
   * Rules and defaults that need the database when the body is saved (create and edit), before the shared checks: a
   * production order fills its lines from the BOM, a pick checks the order's open quantities. Answers the body to
   * save; refuses with `invalidFields` (4220) naming the rows.
   */
  prepareBody?(db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<BillBodyInput>;
  /**
   * Approval only, before `toPostings` and before any stock balance is locked: lock and read what the postings depend
   * on beyond the bill (a production receipt: its order's issued material), refuse what may not post, and answer it
   * as `context` for `toPostings`, which stays pure.
   */
  beforePosting?(tx: Kysely<DB>, enterpriseId: number, bill: BillForPosting): Promise<Record<string, unknown>>;
  /**
   * Reversal only, before the vouchers and the stock are touched: take the locks the type's approval takes in
   * `beforePosting` (production: its order's row), so a reversal and an approval lock in the same order.
   */
  beforeReversal?(tx: Kysely<DB>, enterpriseId: number, billId: number): Promise<void>;
  /** Rules other modules put on this type's approval (BillTypeRegistry.addGate), run in registration order. */
  gates?: ApprovalGate[];
}

/**
 * A rule another module puts on a type's approval, after `toPostings` and before anything is posted: it may refuse
 * (throw an AppError) or answer the postings to write instead — quality routes a receipt's goods that wait for their
 * incoming check into the inspection warehouse, and refuses a sale whose delivery check is missing. One posting
 * path still: the gate only changes what the one `applyPostings` call writes.
 */
export type ApprovalGate = (tx: Kysely<DB>, enterpriseId: number, bill: BillForPosting, postings: Postings) => Promise<Postings>;

export const defineBillType = (type: BillType): BillType => type;

export class BillTypeRegistry {
  private readonly types = new Map<BillTypeCode, BillType>();
  /** Gates on every type but the ones named (addGateToEvery), also on the types registered after them. */
  private readonly everyGates: Array<{ gate: ApprovalGate; except: ReadonlySet<string> }> = [];
  add(type: BillType): void {
    if (this.types.has(type.meta.type)) throw new Error(`bill type ${type.meta.type} registered twice`);
    const common = this.everyGates.filter((g) => !g.except.has(type.meta.type)).map((g) => g.gate);
    this.types.set(type.meta.type, common.length ? { ...type, gates: [...(type.gates ?? []), ...common] } : type);
  }
  /** The type a request names (a URL segment: any string; undefined when no such type is registered). */
  get(type: string): BillType | undefined {
    return this.types.get(type as BillTypeCode);
  }
  /** Puts a module's rule on a registered type's approval (ApprovalGate); the registry keeps the type with it. */
  addGate(type: BillTypeCode, gate: ApprovalGate): void {
    const t = this.types.get(type);
    if (!t) throw new Error(`bill type ${type} is not registered`);
    this.types.set(type, { ...t, gates: [...(t.gates ?? []), gate] });
  }
  /**
   * Puts a rule on the approval of every type, registered now or later, except `except` (quality's quarantine: no
   * outbound document may take goods waiting for their incoming check, whichever module owns the document).
   */
  addGateToEvery(gate: ApprovalGate, except: readonly string[] = []): void {
    const skip = new Set(except);
    this.everyGates.push({ gate, except: skip });
    for (const [code, t] of this.types) if (!skip.has(code)) this.types.set(code, { ...t, gates: [...(t.gates ?? []), gate] });
  }
}
