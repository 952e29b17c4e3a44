import type { Labels } from '@zf/shared';

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
  | { kind: 'select'; param: string; placeholder: Labels; options: ReadonlyArray<{ value: string | number; label: Labels }> };

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
}

export const defineQuery = (def: QueryDef): QueryDef => def;
