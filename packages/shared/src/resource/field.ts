import { z } from 'zod';
import type { Language } from '../language.ts';
import { checkDay, maxId, toNumber } from '../input.ts';
import { checkDecimal, checkEmail, checkIdCard, checkPassword, checkPhone, type DecimalPlaces } from '../validators.ts';

/** A label in both UI languages. */
export type Labels = Record<Language, string>;

/** An enum option's stored value: a number, or a word where the API names its values. */
export type EnumValue = number | string;

/**
 * The option a value from JSON, a query string, a form or a spreadsheet cell stands for: a word enum matches the
 * text exactly; a number enum matches digits or a number, never `true`, `[]` or a word.
 */
export function enumOption(f: Pick<FieldDef, 'options'>, v: unknown): { value: EnumValue; label: Labels } | undefined {
  return f.options?.find((o) => (typeof o.value === 'string' ? v === o.value : toNumber(v) === o.value));
}

export type FieldKind =
  | 'text' | 'textarea' | 'integer' | 'decimal' | 'sort' | 'switch' | 'enum' | 'ref' | 'image' | 'images' | 'video'
  | 'phone' | 'email' | 'idCard' | 'date' | 'password';

export interface FieldOptions {
  required?: boolean;
  /** Unique among the enterprise's live rows (a unique index backs it; the engine checks first for a kind message). */
  unique?: boolean;
  /** Matched by the list's keyword search. */
  search?: boolean;
  /** Shown in the list by default (column settings can hide it). */
  list?: boolean;
  /** Offered as a list filter (equality). */
  filter?: boolean;
  /** Part of Excel export and import (default: yes, except media). */
  excel?: boolean;
  max?: number;
  default?: unknown;
  /**
   * ref: this record belongs to the one it points at (a partner's contacts): it does not keep that record from
   * being deleted, the way an independent reference does.
   */
  owned?: boolean;
}

export interface FieldDef extends Required<Omit<FieldOptions, 'default' | 'max'>> {
  kind: FieldKind;
  label: Labels;
  max?: number;
  default?: unknown;
  /** decimal: places (2 amounts, 4 quantities, 6 prices and rates). */
  places?: DecimalPlaces;
  /**
   * enum: the allowed values and their labels. Values are numbers (a SMALLINT column) or words (a TEXT column, where
   * API.md fixes words such as `kind: "earning"`); one enum uses one of the two.
   */
  options?: Array<{ value: EnumValue; label: Labels }>;
  /** ref: the resource it points to (by name, e.g. 'brands'); the value is that record's id, 0 for none. */
  ref?: string;
}

const issue = (ctx: z.RefinementCtx, message: string) => ctx.addIssue({ code: 'custom', message });
/** A missing value is 'required', a value of the wrong type 'invalid' (or the given key). */
const typeError = (invalid: string = 'field.invalid') => ({ error: (i: { input?: unknown }) => (i.input === undefined ? 'field.required' : invalid) });
/**
 * A number from JSON (or digits from a form or a spreadsheet cell), never coerced from another type: `true`, `[]`
 * and `null` are refused, where z.coerce.number() stored them as 1 and 0 (ISSUE 11 item 6).
 */
const num = (invalid: string = 'number.type') => z.preprocess(toNumber, z.number(typeError(invalid)));
const numIn = <T extends z.ZodNumber>(invalid: string, refine: (n: z.ZodNumber) => T) => z.preprocess(toNumber, refine(z.number(typeError(invalid))));

function make(kind: FieldKind, label: Labels, o: FieldOptions, extra: Partial<FieldDef> = {}): FieldDef {
  const media = kind === 'image' || kind === 'images' || kind === 'video';
  return {
    kind, label,
    required: o.required ?? false, unique: o.unique ?? false, search: o.search ?? false,
    list: o.list ?? true, filter: o.filter ?? false, excel: o.excel ?? !media, owned: o.owned ?? false,
    max: o.max, default: o.default, ...extra,
  };
}

/** Field builders used by resource definitions (STYLE.md "A master-data entity is a definition"). */
export const field = {
  text: (label: Labels, o: FieldOptions = {}) => make('text', label, { max: 100, ...o }),
  textarea: (label: Labels, o: FieldOptions = {}) => make('textarea', label, { max: 500, list: false, ...o }),
  integer: (label: Labels, o: FieldOptions = {}) => make('integer', label, { default: 0, ...o }),
  decimal: (label: Labels, places: DecimalPlaces, o: FieldOptions = {}) => make('decimal', label, { default: '0', ...o }, { places }),
  /** SPEC §5: integer 1-9999. */
  sort: (o: FieldOptions = {}) => make('sort', { 'zh-CN': '排序', 'en-US': 'Sort' }, { default: 1, ...o }),
  /** Switch cells use 1 and 0 (SPEC §4). */
  switch: (label: Labels, o: FieldOptions = {}) => make('switch', label, { default: 1, filter: true, ...o }),
  enum: (label: Labels, options: Array<{ value: EnumValue; label: Labels }>, o: FieldOptions = {}) =>
    make('enum', label, { default: options[0]?.value, filter: true, ...o }, { options }),
  ref: (label: Labels, resource: string, o: FieldOptions = {}) => make('ref', label, { default: 0, filter: true, ...o }, { ref: resource }),
  image: (label: Labels, o: FieldOptions = {}) => make('image', label, { default: '', max: 500, ...o }),
  /** Comma-separated image URLs (SPEC §3 img_urls). */
  images: (label: Labels, o: FieldOptions = {}) => make('images', label, { default: '', max: 4000, list: false, ...o }),
  video: (label: Labels, o: FieldOptions = {}) => make('video', label, { default: '', max: 500, list: false, ...o }),
  phone: (label: Labels, o: FieldOptions = {}) => make('phone', label, { default: '', max: 11, ...o }),
  email: (label: Labels, o: FieldOptions = {}) => make('email', label, { default: '', max: 100, ...o }),
  idCard: (label: Labels, o: FieldOptions = {}) => make('idCard', label, { default: '', max: 18, list: false, ...o }),
  date: (label: Labels, o: FieldOptions = {}) => make('date', label, { default: null, ...o }),
  /**
   * A login password (SPEC §5 rule): write-only. The server stores an argon2 hash in `<key>_hash` and never returns
   * either; an update without it keeps the old one. Never listed, filtered or part of Excel.
   */
  password: (label: Labels, o: Omit<FieldOptions, 'list' | 'filter' | 'excel' | 'search' | 'unique'> = {}) =>
    make('password', label, { max: 32, ...o, list: false, filter: false, excel: false, search: false, unique: false }),
};

/**
 * The zod schema of one field's input value. Messages are message keys (messages.ts): the server answers 4220 with
 * them in the request's language and the web form shows the same words.
 */
export function fieldSchema(f: FieldDef): z.ZodType {
  const optionalText = (s: z.ZodType) => (f.required ? s : s.optional());
  switch (f.kind) {
    case 'text': case 'textarea': case 'image': case 'images': case 'video': {
      let s = z.string(typeError()).trim().max(f.max ?? 100, 'field.tooLong');
      if (f.required) s = s.min(1, 'field.required');
      return optionalText(s);
    }
    case 'phone': case 'email': case 'idCard': {
      const check = f.kind === 'phone' ? checkPhone : f.kind === 'email' ? checkEmail : checkIdCard;
      let s = z.string(typeError()).trim();
      if (f.required) s = s.min(1, 'field.required');
      return optionalText(s.superRefine((v, ctx) => { const k = check(v); if (k) issue(ctx, k); }));
    }
    case 'integer':
      // INTEGER columns: up to 2^31 - 1.
      return optionalText(numIn('number.type', (n) => n.int('field.invalid').min(0, 'number.range').max(maxId, 'number.range')));
    case 'sort':
      return optionalText(numIn('sort.range', (n) => n.int('sort.range').min(1, 'sort.range').max(9999, 'sort.range')));
    case 'decimal':
      return optionalText(z.union([z.string(), z.number()], typeError('decimal.format')).transform(String).superRefine((v, ctx) => {
        const k = checkDecimal(v, f.places ?? 2); if (k) issue(ctx, k);
      }));
    case 'switch':
      return optionalText(num('field.invalid').refine((v) => v === 0 || v === 1, 'field.invalid'));
    case 'enum': {
      const values = (f.options ?? []).map((o) => o.value);
      if (typeof values[0] === 'string') return optionalText(z.string(typeError()).refine((v) => values.includes(v), 'field.invalid'));
      return optionalText(num('field.invalid').refine((v) => values.includes(v as number), 'field.invalid'));
    }
    case 'ref': {
      const s = numIn('number.type', (n) => n.int('field.invalid').min(0, 'field.invalid').max(maxId, 'id.range'));
      // null and '' (a cleared select) mean none, which a ref stores as 0; nothing else turns into a number.
      if (!f.required) return z.preprocess((v) => (v === null || v === '' ? 0 : v), s).optional();
      // A missing choice is 'required', not an invalid number.
      return z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), s.refine((v) => (v as number) > 0, 'field.required'));
    }
    case 'date': {
      // A real calendar day (2026-02-30 is refused here, not by the database); a required date is never null.
      const day = z.string(typeError('dateRange.format')).superRefine((v, ctx) => { const k = checkDay(v); if (k) issue(ctx, k); });
      return f.required ? z.preprocess((v) => (v === null || v === '' ? undefined : v), day) : day.nullable().optional();
    }
    case 'password':
      return optionalText(z.string(typeError()).superRefine((v, ctx) => { const k = checkPassword(v); if (k) issue(ctx, k); }));
  }
}
