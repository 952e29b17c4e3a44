import type { ResourceRecord } from './resource-api.ts';

export type TreeRecord = ResourceRecord & { children?: TreeRecord[] };

/**
 * Nests a tree resource's rows by parent_id (0 at the root), keeping the order the rows came in (the list's sort).
 * A row whose parent is not among the rows (filtered out, or in the recycle bin) shows at the root rather than
 * vanishing. Leaves get no `children` key, so the table shows no expand icon for them.
 */
export function buildTree(rows: ResourceRecord[]): TreeRecord[] {
  const byId = new Map<number, TreeRecord>(rows.map((r) => [r.id, { ...r }]));
  const roots: TreeRecord[] = [];
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = byId.get(Number(row.parent_id ?? 0));
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** A node and everything below it: what a node may not be moved under (the server refuses cycles too). */
export function subtreeIds(rows: ResourceRecord[], id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const r of rows) {
    const p = Number(r.parent_id ?? 0);
    children.set(p, [...(children.get(p) ?? []), r.id]);
  }
  const out = new Set<number>();
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

export interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/** TreeSelect options of the parent field: every node by name, the edited node and its subtree disabled. */
export function parentOptions(rows: ResourceRecord[], editingId?: number): TreeOption[] {
  const blocked = editingId ? subtreeIds(rows, editingId) : new Set<number>();
  const toOption = (n: TreeRecord): TreeOption => ({
    value: n.id,
    title: String(n.name ?? n.id),
    ...(blocked.has(n.id) ? { disabled: true } : {}),
    ...(n.children ? { children: n.children.map(toOption) } : {}),
  });
  return buildTree(rows).map(toOption);
}
