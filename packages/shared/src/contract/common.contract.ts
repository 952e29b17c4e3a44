import { z } from 'zod';
import { queryPage, queryPageSize } from '../input.ts';

/*
 * Pieces every area's contract uses: the list page answer and query, the record version a save sends back, and the
 * accounting month. The server's envelope.ts re-exports the list helpers, so a route and its contract share one
 * definition.
 */

/** A paged list answer (API.md "Envelope": list, total, page, page_size). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), page_size: z.number() });

/** The page and page size of a list query (20 a page, up to 500). */
export const pageQuery = z.object({
  page: queryPage(),
  page_size: queryPageSize(500, 20),
});

/**
 * The version a client loaded (GET answers carry `version`), sent back on save. Optional: API clients that predate
 * it keep last-write-wins (docs/decisions.md "Record versions").
 */
export const VersionField = z.number().int().min(1).max(2_147_483_647).optional();

/**
 * An accounting or business month, YYYY-MM. `message` is the key the caller is told on a bad one: each area has
 * answered its own since it was written, and the wire keeps them.
 */
export const monthSchema = (message: string = 'dateRange.format') => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, message);

/** The 1/0 switch of the books and statements (include_unposted): '1' by default, answered as a boolean. */
export const unpostedFlag = () =>
  z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)]).default('1').transform((v) => String(v) === '1');

const labelled = z.object({ label: z.string(), value: z.string() });
/**
 * A printable document as the print and share pages take it (GET …/print of the books, statements and partner
 * statements, GET /share/:token): the plain fields of print/print-document.ts's PrintDocument, which it must fit
 * (contract.test.ts checks it at compile time).
 */
export const PrintDocumentSchema = z.object({
  company: z.string().optional(), title: z.string(), subtitle: z.string().optional(), fields: z.array(labelled).optional(),
  table: z.object({
    columns: z.array(z.object({ key: z.string(), title: z.string(), align: z.enum(['left', 'right', 'center']).optional() })),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  }).optional(),
  footer: z.array(labelled).optional(),
  signatures: z.array(z.object({ label: z.string(), value: z.string().optional() })).optional(),
});

/** The answer of a plain list route, `{ list }`, for a web read typed from a contract row. */
export type ListOf<T> = { list: T[] };
/** The answer of a paged list route (what `listOf(item)` answers), for a web read typed from a contract row. */
export type PageOf<T> = { list: T[]; total: number; page: number; page_size: number };
