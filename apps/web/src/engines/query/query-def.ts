import type { Labels, Language } from '@zf/shared';
import type { ReactNode } from 'react';

/** How a column's value is shown: money 2 dp, quantities 4 dp, unit prices up to 6, statuses as tags. */
export type ColumnKind = 'text' | 'date' | 'amount' | 'qty' | 'price' | 'billType' | 'auditStatus' | 'progress' | 'pay' | 'yesNo';

export interface QueryColumn {
  key: string;
  title: Labels;
  kind?: ColumnKind;
  width?: number;
  /** Coded values shown by name (e.g. warning: low / high). */
  options?: Record<string, Labels>;
}

/** Filters a query screen offers; each sends the query parameters the endpoint takes. */
export type QueryFilter =
  | { kind: 'keyword'; placeholder: Labels }
  /** date_from and date_to (SPEC §5: at most a year, start not after end). */
  | { kind: 'dateRange' }
  /** A single date (`date`): the balance at the end of that day. */
  | { kind: 'date'; param?: string; placeholder: Labels }
  | { kind: 'partner'; partnerType?: 1 | 2 }
  | { kind: 'warehouse'; param?: string }
  | { kind: 'product' }
  /** A choice among bill types (`type`). */
  | { kind: 'billType'; types: readonly string[] }
  | { kind: 'select'; param: string; placeholder: Labels; options: ReadonlyArray<{ value: string | number; label: Labels }> }
  /** An accounting period (`YYYY-MM`) picked by month. */
  | { kind: 'month'; param?: string }
  /** A record of any resource (settlement account, product category …) by its id. */
  | { kind: 'ref'; param: string; resource: string; placeholder: Labels };

/**
 * A read-only query screen (a report or list over an endpoint): the endpoint, its filters, its columns, which
 * totals it sums, and where a row leads (the bill it names). One definition per screen; QueryScreen renders it.
 */
export interface QueryDef {
  title: Labels;
  endpoint: string;
  filters: readonly QueryFilter[];
  columns: readonly QueryColumn[];
  /** The endpoint pages (page, page_size → total); otherwise it answers the whole list. */
  paged?: boolean;
  /** Keys of `data.totals` shown under the columns of the same key. */
  totals?: readonly string[];
  /** Fixed parameters (the screen's view of a shared endpoint). */
  params?: Record<string, string | number>;
  /** Filters the screen opens with (e.g. this month for a period report); the user can change them. */
  initial?: () => Record<string, string | number>;
  /** Rows naming a bill open it: its type from `type` (the row's `typeKey` field, default `type`), its id from `idKey`. */
  opensBill?: { type?: string; typeKey?: string; idKey?: string };
  rowKey?: string;
  /** One line under the title saying what the figures mean. */
  hint?: Labels;
  /** An Excel export of the same selection (`<endpoint>/export`), shown to who has the page's function. */
  export?: { page: string; code: string; fileName: Labels };
  /** What the screen shows between the filters and the table from the answer (balances, a comparison). */
  header?: (data: Record<string, unknown>, language: Language) => ReactNode;
}

export const defineQuery = (def: QueryDef): QueryDef => def;

/** Columns that say what a row is: a document, product, partner or account. */
const identity = new Set(['bill_sn', 'code', 'name', 'product_code', 'product_name', 'partner_name', 'account_name']);

/**
 * How many leading columns stay fixed while a wide query table scrolls sideways (issue 12 item 8): up to the last
 * identifying column among the first three, so a ledger keeps date, type and bill number and a stock list the
 * product's code and name in view at 1440 px. Zero when the table does not start with one.
 */
export function fixedLead(columns: readonly Pick<QueryColumn, 'key'>[]): number {
  let lead = 0;
  columns.slice(0, 3).forEach((c, i) => { if (identity.has(c.key)) lead = i + 1; });
  return lead;
}
