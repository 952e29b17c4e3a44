import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { checkDecimal } from './validators.ts';

/**
 * The validation vocabulary every request value passes (ISSUE 11 item 1): ids within the INTEGER column, text
 * without NUL or unpaired surrogates (PostgreSQL stores neither), dates that exist on the calendar, numbers that are
 * numbers. The server's input guard applies the checks to every request; the zod helpers give schemas the same
 * rules with field messages. Messages are message keys (messages.ts).
 */

/** Ids are INTEGER identities (docs/decisions.md): anything above cannot name a row and must not reach the database. */
export const maxId = 2_147_483_647;

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL (PostgreSQL text cannot hold it) or half of a surrogate pair (not valid UTF-8). */
export const checkText = (value: string): MessageKey | null =>
  value.includes('\u0000') || loneSurrogate.test(value) ? 'text.badChars' : null;

/** YYYY-MM-DD naming a day that exists (2026-02-30 and 9999-99-99 do not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A value in an id field: a whole number up to maxId (a path or query gives it as digits). */
export function checkId(value: unknown): MessageKey | null {
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number') return null;
  return Number.isInteger(n) && Math.abs(n) > maxId ? 'id.range' : null;
}

/** Field names that hold ids: `id`, `ids`, `…_id`, `…_ids`. */
export const isIdName = (name: string): boolean => name === 'id' || name === 'ids' || /_ids?$/.test(name);
/** Field names that hold business dates: `date`, `…_date`, `date_…` (bill_date, date_from, start_date). */
export const isDateName = (name: string): boolean => /(^|_)date(_|$)/.test(name);

/**
 * Numbers from JSON or a query string: a number, or a string of digits (a query string, a web form), nothing else.
 * `true`, `[]`, `null` and `""` are refused, where z.coerce.number() would turn them into 1 and 0.
 */
export const toNumber = (v: unknown): unknown => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);
const numberError = { error: (i: { input?: unknown }) => (i.input === undefined ? 'field.required' : 'number.type') };
export const strictNumber = () => z.preprocess(toNumber, z.number(numberError));

/** An id that must name a record (path `:id`, a required reference): 1 to maxId. */
export const idSchema = () => z.preprocess(toNumber, z.number(numberError).int('field.invalid').positive('field.invalid').max(maxId, 'id.range'));
/** An optional reference where 0 means none (product brand_id, a bill's store_id): 0 to maxId. */
export const refIdSchema = () => z.preprocess(toNumber, z.number(numberError).int('field.invalid').min(0, 'field.invalid').max(maxId, 'id.range'));
/** A whole number between min and max from JSON or digits; `message` for any failure but a missing or wrong-typed value. */
export const intSchema = (min: number, max: number, message: string = 'field.invalid') =>
  z.preprocess(toNumber, z.number(numberError).int(message).min(min, message).max(max, message));

/** YYYY-MM-DD that is not a day: 'dateRange.format' for the shape, 'date.noSuchDay' for 2026-02-30. */
export const checkDay = (value: string): MessageKey | null =>
  !/^\d{4}-\d{2}-\d{2}$/.test(value) ? 'dateRange.format' : isCalendarDay(value) ? null : 'date.noSuchDay';

/** A business date, YYYY-MM-DD, that exists. */
export const dateSchema = () => z.string({ error: (i) => (i.input === undefined ? 'field.required' : 'dateRange.format') })
  .superRefine((v, ctx) => { const k = checkDay(v); if (k) ctx.addIssue({ code: 'custom', message: k }); });

/**
 * Query strings (ISSUE 11): every value arrives as text, so whole numbers are digits only, with a minus where the
 * range goes below zero. `abc`, `1e3`, `0x10`, `1.5`, `true`, ` 1` and a repeated parameter are refused with 4220
 * naming the parameter, where z.coerce.number() read 1e3 as 1000, `true` as 1 and `[]` as 0. An empty value
 * (`?status=`) is the parameter not given: the server's query parser leaves it out, as the web never sends it.
 */
const queryDigits = (v: unknown): unknown => (typeof v === 'string' && /^-?\d{1,15}$/.test(v) ? Number(v) : v);
/** A whole number from a query string between min and max; `message` for any failure but a wrong-typed value. */
export const queryInt = (min: number, max: number, message: string = 'field.invalid') =>
  z.preprocess(queryDigits, z.number(numberError).int(message).min(min, message).max(max, message));
/** A query parameter naming a record: 1 to maxId. */
export const queryId = () => z.preprocess(queryDigits, z.number(numberError).int('field.invalid').positive('field.invalid').max(maxId, 'id.range'));
/** A query parameter naming a record or 0 for none: 0 to maxId. */
export const queryRefId = () => z.preprocess(queryDigits, z.number(numberError).int('field.invalid').min(0, 'field.invalid').max(maxId, 'id.range'));
/** A 0/1 switch in a query string. */
export const queryFlag = () => queryInt(0, 1);
/** The page of a list (1 up to a million pages) and its size (1 to `max`). */
export const queryPage = () => queryInt(1, 1_000_000).default(1);
export const queryPageSize = (max = 500, size = 20) => queryInt(1, max).default(size);
/** A date in a query string: YYYY-MM-DD naming a day that exists. */
export const queryDate = dateSchema;

/**
 * A signed amount to the cent (up to 10 integer digits), sent as a decimal string or a JSON number, answered as its
 * decimal string; '' stays '' (no amount). Ledger inputs (vouchers, openings) take negative amounts for red entries.
 */
export const signedAmountSchema = () =>
  z.union([z.string(), z.number()], { error: 'decimal.format' }).transform(String)
    .refine((v) => v === '' || checkDecimal(v.trim().replace(/^-/, ''), 2) === null, 'decimal.format')
    .transform((v) => v.trim());
