import { z } from 'zod';

/**
 * Answer shapes of the stock queries (stock-query, stock-records, bill-query routes). Fastify writes an answer
 * through its schema, so a field missing here would never reach the caller: these name every field the handlers
 * return. Quantities and money are decimal strings; ledger row ids (BIGINT) are strings.
 */
const text = z.string();
const int = z.number();
const decimal = z.string();
const paged = { total: int, page: int, page_size: int };

export const StockMoveList = z.object({
  list: z.array(z.object({
    id: text, product_id: int, warehouse_id: int, bill_type: text, bill_id: int, bill_sn: text, bill_date: text, direction: int,
    qty: decimal.describe('negative for an issue'), unit_cost: decimal, amount: decimal, adjustment: decimal, balance_qty: decimal, balance_amount: decimal,
  })),
  page: int, page_size: int,
});

export const StockCheck = z.object({
  consistent: z.boolean(),
  broken: z.array(z.object({
    product_id: int, warehouse_id: int, snapshot_qty: decimal, moves_qty: decimal, snapshot_amount: decimal, moves_amount: decimal, last_amount: decimal,
  })),
  running_breaks: z.array(z.object({
    id: text, product_id: int, warehouse_id: int, bill_sn: text, balance_qty: decimal, expected_qty: decimal, balance_amount: decimal, expected_amount: decimal,
  })),
});

export const StockWarningList = z.object({
  list: z.array(z.object({
    product_id: int, code: text, name: text, min_stock: decimal, max_stock: decimal, qty: decimal, warning: z.enum(['low', 'high']),
  })),
});

const inOut = { in_qty: decimal, out_qty: decimal, in_amount: decimal, out_amount: decimal };
export const StockRecordList = z.object({
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
export const StockChangeList = z.object({
  list: z.array(z.object({ product_id: int, warehouse_id: int, ...changeFigures, product_code: text, product_name: text, warehouse_name: text })),
  ...paged, totals: z.object(changeFigures),
});

export const BillLineQueryList = z.object({
  list: z.array(z.object({
    id: int, bill_id: int, type: text, bill_sn: text, bill_date: text, audit_status: int, partner_name: text.nullable(), warehouse_name: text.nullable(),
    product_code: text, product_name: text, spec: text, direction: int, number: decimal, price: decimal, amount: decimal, cost_amount: decimal,
    book_number: decimal, difference: decimal, remark: text,
  })),
  ...paged, totals: z.object({ number: decimal, amount: decimal, cost_amount: decimal }),
});

export const BillQueryList = z.object({
  list: z.array(z.object({
    id: int, type: text, bill_sn: text, bill_date: text, audit_status: int, partner_name: text.nullable(), warehouse_name: text.nullable(),
    in_store_name: text.nullable(), total_number: decimal, total_amount: decimal, instore_status: int, outstore_status: int, pay_status: int, remark: text,
  })),
  ...paged, totals: z.object({ total_number: decimal, total_amount: decimal }),
});

/** Rows as the queries read them (the handlers round the figures). */
export type StockRecordRow = z.infer<typeof StockRecordList>['list'][number];
export type StockChangeRow = z.infer<typeof StockChangeList>['list'][number];
export type BillLineQueryRow = z.infer<typeof BillLineQueryList>['list'][number];
export type BillQueryRow = z.infer<typeof BillQueryList>['list'][number];
