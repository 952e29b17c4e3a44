import { enumOption, messages, type FieldDef, type Language, type Resource } from '@zf/shared';
import type { ResourceRecord } from './resource-api.ts';

export type FormMode = 'create' | 'update';
export type FormValues = Record<string, unknown>;

/** Keys the form edits: every field except a value fixed by the screen (a scope, the attribute of a value list). */
export const editableKeys = (r: Resource, fixed: Record<string, unknown>, withheld: Set<string>): string[] =>
  r.keys.filter((k) => !(k in fixed) && !withheld.has(k));

const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

/**
 * A stored decimal as people read it: NUMERIC comes back padded to its scale (521.500000); trailing zeros go, but
 * two places stay (521.50, 2.00). Text in, text out: no float ever touches the value.
 */
export function readableDecimal(v: unknown): string {
  const s = v === undefined || v === null ? '' : String(v);
  const m = /^(-?\d+)\.(\d*?)0*$/.exec(s);
  if (!m) return s;
  return `${m[1]}.${m[2]!.padEnd(2, '0')}`;
}

/** A stored value as its editor holds it (switch → boolean, images → list of URLs, ref 0 → empty). */
export function toEditorValue(f: FieldDef, v: unknown): unknown {
  switch (f.kind) {
    case 'switch': return Number(v) === 1;
    case 'images': return String(v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    case 'ref': return Number(v) > 0 ? Number(v) : undefined;
    case 'integer': return v === undefined || v === null ? '' : String(v);
    case 'decimal': return readableDecimal(v);
    case 'sort': return v === undefined || v === null || v === '' ? undefined : Number(v);
    case 'enum': return enumOption(f, v)?.value;
    case 'password': return '';
    case 'date': return v ?? null;
    default: return v ?? '';
  }
}

/** The editor's value as the API takes it; undefined leaves the field out of the body. */
export function fromEditorValue(f: FieldDef, v: unknown): unknown {
  switch (f.kind) {
    case 'switch': return v ? 1 : 0;
    case 'images': return (Array.isArray(v) ? v : []).join(',');
    case 'ref': return Number(v) > 0 ? Number(v) : 0;
    case 'integer': { const s = emptyToUndefined(typeof v === 'string' ? v.trim() : v); return s === undefined ? undefined : Number(s); }
    case 'decimal': { const s = emptyToUndefined(typeof v === 'string' ? v.trim() : v); return s === undefined ? undefined : String(s).replace(/\.$/, ''); }
    case 'sort': case 'enum': return emptyToUndefined(v);
    case 'password': return emptyToUndefined(v);
    case 'date': return emptyToUndefined(v) ?? null;
    default: return typeof v === 'string' ? v : v ?? '';
  }
}

/** The form's starting values: a record being edited, or the definition's defaults for a new one. */
export function initialValues(r: Resource, keys: string[], record?: ResourceRecord): FormValues {
  return Object.fromEntries(keys.map((k) => {
    const f = r.allFields[k]!;
    const stored = record ? record[k] : f.default !== undefined ? f.default : f.kind === 'ref' ? 0 : '';
    return [k, toEditorValue(f, stored)];
  }));
}

/**
 * The request body: every edited key converted, plus the screen's fixed values. Editing leaves out a field the
 * record did not carry (column rights withheld it), so it is never overwritten with an empty value.
 */
export function bodyOf(r: Resource, keys: string[], values: FormValues, fixed: Record<string, unknown>, mode: FormMode, record?: ResourceRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const k of keys) {
    if (mode === 'update' && record && !(k in record) && r.allFields[k]!.kind !== 'password') continue;
    const v = fromEditorValue(r.allFields[k]!, values[k]);
    if (v !== undefined) body[k] = v;
  }
  return mode === 'create' ? { ...body, ...fixed } : body;
}

/** A message key of @zf/shared in the language, or the text as is (zod's own wording for an unforeseen issue). */
export const messageText = (language: Language, key: string): string => (messages[language] as Record<string, string>)[key] ?? key;

/**
 * Client-side validation with the definition's own zod schema (the server runs the same one), so the form shows the
 * server's words before a round trip: field → message in the UI language, empty when the body is valid.
 */
export function validateBody(r: Resource, body: Record<string, unknown>, mode: FormMode, language: Language): Record<string, string> {
  const result = (mode === 'create' ? r.createSchema : r.updateSchema).safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = messageText(language, issue.message);
  }
  return errors;
}
