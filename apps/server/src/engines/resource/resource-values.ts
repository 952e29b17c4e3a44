import { defaultValue, type FieldDef, type Resource } from '@zf/shared';
import { hashPassword } from '../../platform/auth/password.ts';
import { unixTime } from '../../platform/db/types.ts';

/** Values as stored from a validated create body: defaults for what was left out. */
export function valuesForCreate(resource: Resource, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(resource.keys.map((k) => [k, body[k] !== undefined ? body[k] : defaultValue(resource.allFields[k]!)]));
}

/** Only the fields a validated update body names. */
export function valuesForUpdate(resource: Resource, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(resource.keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
}

/** A database row as the API shows it: times as unix seconds, refs with their display names. */
export function rowToRecord(resource: Resource, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id };
  for (const key of resource.keys) if (resource.allFields[key]!.kind !== 'password') out[key] = row[key];
  for (const [key, value] of Object.entries(row)) if (key.endsWith('_name') && !(key in out)) out[key] = value ?? '';
  out.create_time = unixTime(row.create_time as string);
  out.update_time = unixTime(row.update_time as string);
  // The token a save sends back (migration 0115); absent only on tables that are not editable records.
  if (row.version !== undefined) out.version = Number(row.version);
  if (resource.deleteMode === 'recycle') out.deleted_time = row.deleted_time == null ? 0 : unixTime(row.deleted_time as string);
  return out;
}

/** Field-by-field differences for the change log: { field: [before, after] }. */
export function differences(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(after)) if (String(before[k] ?? '') !== String(v ?? '')) changes[k] = [before[k] ?? null, v];
  return changes;
}

export const isText = (f: FieldDef) => ['text', 'textarea', 'phone', 'email', 'idCard', 'image', 'images', 'video'].includes(f.kind);

const passwordKeys = (resource: Resource) => resource.keys.filter((k) => resource.allFields[k]!.kind === 'password');
/** The column that stores a password field's hash. */
export const passwordColumn = (key: string) => `${key}_hash`;

/**
 * Password fields as stored: the clear text becomes an argon2 hash in `<key>_hash`. On create an empty password
 * stores '' (no login until one is set); on update an empty or missing one keeps the stored hash.
 */
export async function sealPasswords(resource: Resource, values: Record<string, unknown>, creating: boolean): Promise<Record<string, unknown>> {
  const keys = passwordKeys(resource);
  if (!keys.length) return values;
  const sealed = { ...values };
  for (const key of keys) {
    const clear = sealed[key];
    delete sealed[key];
    if (typeof clear === 'string' && clear !== '') sealed[passwordColumn(key)] = await hashPassword(clear);
    else if (creating) sealed[passwordColumn(key)] = '';
  }
  return sealed;
}

/** The change log says a password changed, never what it was or became. */
export function redactPasswords(resource: Resource, changes: Record<string, [unknown, unknown]>): Record<string, [unknown, unknown]> {
  const out = { ...changes };
  for (const key of passwordKeys(resource)) {
    if (passwordColumn(key) in out) {
      delete out[passwordColumn(key)];
      out[key] = ['******', '******'];
    }
  }
  return out;
}
