import type { Resource, ResourcePermission } from '@zf/shared';

/**
 * The rights a screen of the resource works with: its own, or for a resource whose rights follow a scope value
 * (partners: customers on the customer page, suppliers on the supplier page) those of the screen's fixed value —
 * the same choice the server makes for each record.
 */
export function rightsOf(r: Resource, fixed: Record<string, unknown>): ResourcePermission {
  if (!r.scopePermissions) return r.permission;
  const v = fixed[r.scopePermissions.field];
  return v === undefined || v === '' ? r.permission : (r.scopePermissions.byValue[Number(v)] ?? r.permission);
}

/** Fields offered as list filters: the definition's filter fields, minus values the screen fixes or may not show. */
export const filterKeys = (r: Resource, fixed: Record<string, unknown>, withheld: Set<string>): string[] =>
  r.keys.filter((k) => r.allFields[k]!.filter && k !== 'parent_id' && !(k in fixed) && !withheld.has(k));

/** Kinds whose order means something to a reader (not pictures, long notes, or refs, which sort by id). */
const orderedKinds = new Set(['text', 'integer', 'decimal', 'sort', 'enum', 'switch', 'date', 'phone', 'email']);

/** Sorting is offered where the server sorts (the list columns and the times) and where an order reads sensibly. */
export const sortableKeys = (r: Resource): Set<string> =>
  new Set<string>([...r.list.columns.filter((k) => orderedKinds.has(r.allFields[k]!.kind)), 'update_time', 'create_time']);

/** How a record names itself in a confirmation (SPEC §8 "You will delete … Delete it?"). */
export const recordName = (rec: Record<string, unknown>): string => String(rec.name ?? rec.code ?? rec.title ?? rec.id);
