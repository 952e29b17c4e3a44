import { z } from 'zod';
import { dateSchema, queryFlag, queryId, queryInt, queryPage, queryPageSize } from '../input.ts';

/*
 * Stock queries (API.md "Stock queries"): balances, the ledger's moves, the consistency check, warnings, stock records
 * and changes, the cross-type document queries and the available stock a bill editor shows. The server writes each
 * answer through its schema, so a field missing here never reaches the caller. Quantities and money are decimal
 * strings; ledger row ids (BIGINT) are strings; column rights may take the values away.
 */
const date = dateSchema();
const id = queryId().optional();
const paging = { page: queryPage(), page_size: queryPageSize(500, 20) };

/** GET /stock/balances: paged (with totals) when a page is asked for; the whole list otherwise (API.md). */
export const StockBalanceQuerySchema = z.object({
  product_id: queryId().optional(), warehouse_id: queryId().optional(), date: date.optional(),
  /** Product code, name, barcode or spec. */
  keyword: z.string().trim().max(60).optional(),
  /** Paged (with totals) when a page is asked for; the whole list otherwise (API.md). */
  page: queryInt(1, 1_000_000).optional(), page_size: queryInt(1, 500).optional(),
});
const Balance = z.object({
  product_id: z.number(), warehouse_id: z.number(), qty: z.string(), cost_price: z.string(), amount: z.string(),
  product_code: z.string(), product_name: z.string(), spec: z.string(), warehouse_name: z.string(),
});
export const StockBalanceListSchema = z.object({
  list: z.array(Balance), total: z.number().optional(), page: z.number().optional(), page_size: z.number().optional(),
  totals: z.object({ qty: z.string(), amount: z.string() }).optional(),
});
export type StockBalanceList = z.infer<typeof StockBalanceListSchema>;
/** GET /stock/moves. */
export const StockMoveQuerySchema = z.object({
  product_id: queryId().optional(), warehouse_id: queryId().optional(),
  date_from: date.optional(), date_to: date.optional(),
  page: queryPage(), page_size: queryPageSize(1000, 100),
});
/** GET /stock/warnings. */
export const StockWarningQuerySchema = z.object({ warehouse_id: queryId().optional() });
/** GET /stock/records. */
export const StockRecordQuerySchema = z.object({
  keyword: z.string().trim().max(60).optional(), product_id: id, warehouse_id: id, bill_type: z.string().max(40).optional(),
  /** 1 in, -1 out (as the ledger keeps it). */
  direction: queryInt(-1, 1).refine((v) => v !== 0, 'field.invalid').optional(),
  date_from: date.optional(), date_to: date.optional(), ...paging,
});
/** GET /stock/changes. */
export const StockChangeQuerySchema = z.object({ keyword: z.string().trim().max(60).optional(), warehouse_id: id, product_id: id, date_from: date, date_to: date, ...paging });
/** GET /bill-query/lines and /bill-query/bills: documents across types. */
export const BillQueryParamsSchema = z.object({
  type: z.string().max(40).optional(),
  /** Documents that move stock in, or out, or at all (by their type). */
  stock: z.enum(['in', 'out', 'any']).optional(),
  keyword: z.string().trim().max(60).optional(),
  partner_id: id, warehouse_id: id, product_id: id,
  audit_status: queryInt(1, 4).optional(),
  date_from: date.optional(), date_to: date.optional(),
  /** Stocktake lines whose count differs from the books only. */
  differs: queryFlag().default(0),
  page: queryPage(),
  page_size: queryPageSize(500, 20),
});
export type BillQueryParams = z.infer<typeof BillQueryParamsSchema>;
/** GET /stock/available: stock on hand in one warehouse, quantities only (the bill editor, a stocktake's book stock). */
export const StockAvailableQuerySchema = z.object({
  warehouse_id: queryId(),
  /** The rows' products; without it, every product with stock in the warehouse (a stocktake's "load book stock"). */
  product_ids: z.string().regex(/^\d{1,9}(,\d{1,9})*$/, 'field.invalid').optional(),
});
const AvailableRow = z.object({ product_id: z.number(), product_code: z.string(), product_name: z.string(), qty: z.string() });
export type StockAvailableRow = z.infer<typeof AvailableRow>;
export const StockAvailableListSchema = z.object({ list: z.array(AvailableRow) });

const text = z.string();
const int = z.number();
const decimal = z.string();
const paged = { total: int, page: int, page_size: int };

export const StockMoveListSchema = z.object({
  list: z.array(z.object({
    id: text, product_id: int, warehouse_id: int, bill_type: text, bill_id: int, bill_sn: text, bill_date: text, direction: int,
    qty: decimal.describe('negative for an issue'), unit_cost: decimal, amount: decimal, adjustment: decimal, balance_qty: decimal, balance_amount: decimal,
  })),
  page: int, page_size: int,
});

export const StockCheckSchema = z.object({
  consistent: z.boolean(),
  broken: z.array(z.object({
    product_id: int, warehouse_id: int, snapshot_qty: decimal, moves_qty: decimal, snapshot_amount: decimal, moves_amount: decimal, last_amount: decimal,
  })),
  running_breaks: z.array(z.object({
    id: text, product_id: int, warehouse_id: int, bill_sn: text, balance_qty: decimal, expected_qty: decimal, balance_amount: decimal, expected_amount: decimal,
  })),
});

export const StockWarningListSchema = z.object({
  list: z.array(z.object({
    product_id: int, code: text, name: text, min_stock: decimal, max_stock: decimal, qty: decimal, warning: z.enum(['low', 'high']),
  })),
});

const inOut = { in_qty: decimal, out_qty: decimal, in_amount: decimal, out_amount: decimal };
export const StockRecordListSchema = z.object({
  list: z.array(z.object({
    id: text, type: text, bill_id: int, bill_sn: text, bill_date: text, direction: int, product_code: text, product_name: text, warehouse_name: text,
    ...inOut, unit_cost: decimal, balance_qty: decimal, balance_amount: decimal,
  })),
  ...paged, totals: z.object(inOut),
});

const changeFigures = {
  opening_qty: decimal, opening_amount: decimal, in_qty: decimal, in_amount: decimal, out_qty: decimal, out_amount: decimal,
  closing_qty: decimal, closing_amount: decimal,
};
export const StockChangeListSchema = z.object({
  list: z.array(z.object({ product_id: int, warehouse_id: int, ...changeFigures, product_code: text, product_name: text, warehouse_name: text })),
  ...paged, totals: z.object(changeFigures),
});

export const BillLineQueryListSchema = z.object({
  list: z.array(z.object({
    id: int, bill_id: int, type: text, bill_sn: text, bill_date: text, audit_status: int, partner_name: text.nullable(), warehouse_name: text.nullable(),
    product_code: text, product_name: text, spec: text, direction: int, number: decimal, price: decimal, amount: decimal, cost_amount: decimal,
    book_number: decimal, difference: decimal, remark: text,
  })),
  ...paged, totals: z.object({ number: decimal, amount: decimal, cost_amount: decimal }),
});

export const BillQueryListSchema = z.object({
  list: z.array(z.object({
    id: int, type: text, bill_sn: text, bill_date: text, audit_status: int, partner_name: text.nullable(), warehouse_name: text.nullable(),
    in_store_name: text.nullable(), total_number: decimal, total_amount: decimal, instore_status: int, outstore_status: int, pay_status: int, remark: text,
  })),
  ...paged, totals: z.object({ total_number: decimal, total_amount: decimal }),
});

/** Rows as the queries read them (the handlers round the figures). */
export type StockRecordRow = z.infer<typeof StockRecordListSchema>['list'][number];
export type StockChangeRow = z.infer<typeof StockChangeListSchema>['list'][number];
export type BillLineQueryRow = z.infer<typeof BillLineQueryListSchema>['list'][number];
export type BillQueryRow = z.infer<typeof BillQueryListSchema>['list'][number];
export type StockAvailableList = z.infer<typeof StockAvailableListSchema>;
export type StockMoveList = z.infer<typeof StockMoveListSchema>;
export type StockCheck = z.infer<typeof StockCheckSchema>;
