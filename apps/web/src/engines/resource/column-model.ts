import { refNameKey, type Resource } from '@zf/shared';
import type { PagePermission } from '../../app/menu/menu-types.ts';

/** Time columns every record has; offered in the column settings, hidden until chosen. */
export const timeColumns = ['create_time', 'update_time'] as const;

/** One column of the list as the user arranged it. */
export interface ColumnChoice {
  key: string;
  visible: boolean;
}

/** What is kept in localStorage per user and resource: the order and the hidden keys. */
export interface StoredColumns {
  order: string[];
  hidden: string[];
}

/**
 * Columns a list can show: the definition's list columns first (in their order), then the other fields, then the
 * times. Passwords and a tree's parent never show; media fields (photos, video) are offered but start hidden unless
 * the definition lists them (the product list leads with its photo).
 */
export function listableKeys(r: Resource): string[] {
  const others = r.keys.filter((k) => !r.list.columns.includes(k) && k !== 'parent_id' && r.allFields[k]!.kind !== 'password');
  return [...r.list.columns, ...others, ...timeColumns];
}

/** Shown until the user changes it: the definition's list columns. */
export const shownByDefault = (r: Resource, key: string): boolean => r.list.columns.includes(key);

/**
 * Column rights (SPEC §6): a column is withheld when the page lists it in `all_col` but not in the user's `cols`.
 * A ref column is known to the tree by its display key (category_id → category_name); keys the page does not list
 * are always allowed, like the server's column filter.
 */
export function withheldColumns(r: Resource, perm: PagePermission | undefined): Set<string> {
  if (!perm || perm.all_col.length === 0) return new Set();
  const all = new Set(perm.all_col);
  const cols = new Set(perm.cols);
  const withheld = (k: string) => all.has(k) && !cols.has(k);
  return new Set([...r.keys, ...timeColumns].filter((k) => withheld(k) || (r.allFields[k]?.kind === 'ref' && withheld(refNameKey(k)))));
}

/**
 * The user's arrangement over the columns available now: stored order first (keys that no longer exist are
 * dropped), new columns appended in definition order with their default visibility.
 */
export function arrangeColumns(available: string[], isDefault: (key: string) => boolean, stored: StoredColumns | null): ColumnChoice[] {
  if (!stored) return available.map((key) => ({ key, visible: isDefault(key) }));
  const known = new Set(available);
  const ordered = stored.order.filter((k) => known.has(k));
  const rest = available.filter((k) => !ordered.includes(k));
  const hidden = new Set(stored.hidden);
  const seen = new Set(stored.order);
  return [...ordered, ...rest].map((key) => ({ key, visible: seen.has(key) ? !hidden.has(key) : isDefault(key) }));
}

export const toStored = (choices: ColumnChoice[]): StoredColumns => ({
  order: choices.map((c) => c.key),
  hidden: choices.filter((c) => !c.visible).map((c) => c.key),
});

/** Moves one column up (-1) or down (+1); out-of-range moves change nothing. */
export function moveColumn(choices: ColumnChoice[], key: string, by: -1 | 1): ColumnChoice[] {
  const i = choices.findIndex((c) => c.key === key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= choices.length) return choices;
  const next = [...choices];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** localStorage key: per user and per screen (a resource, or a resource on one scope page such as customers). */
export const columnStorageKey = (userId: number | undefined, screen: string): string => `zf.columns.${userId ?? 0}.${screen}`;

export function readStoredColumns(key: string): StoredColumns | null {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredColumns | null;
    return v && Array.isArray(v.order) && Array.isArray(v.hidden) ? v : null;
  } catch {
    return null;
  }
}

export function writeStoredColumns(key: string, value: StoredColumns | null): void {
  try {
    if (value) localStorage.setItem(key, JSON.stringify(value));
    else localStorage.removeItem(key);
  } catch {}
}
