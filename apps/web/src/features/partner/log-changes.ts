import { allResources, findPage, otherLogLabels, type Language } from '@zf/shared';

/** One row of an entry's change table. */
export interface ChangeRow { field: string; before: string; after: string }

const text = (v: unknown): string => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * An entry's `changes` as rows: `[before, after]` pairs (the engine's shape), `{added, removed}` link changes
 * (what went in the before column, what came in the after one), anything else as the new value. Permission groups
 * name pages by route name: those read as the pages' titles.
 */
export function changeRows(resource: string, changes: Record<string, unknown>, language: Language): ChangeRow[] {
  const shown = (field: string, v: unknown) => {
    if (resource === 'permission-groups' && field === 'pages' && typeof v === 'string') {
      return v.split(',').filter(Boolean).map((name) => findPage(name)?.title[language] ?? name).join('、');
    }
    return text(v);
  };
  return Object.entries(changes ?? {}).map(([field, v]) => {
    if (Array.isArray(v) && v.length === 2) return { field, before: shown(field, v[0]), after: shown(field, v[1]) };
    if (v && typeof v === 'object' && ('added' in v || 'removed' in v)) {
      const link = v as { added?: unknown; removed?: unknown };
      return { field, before: text(link.removed), after: text(link.added) };
    }
    return { field, before: '', after: shown(field, v) };
  });
}

/** The data types the log's filter offers: every resource, then the other writers of the log. */
export const logResourceOptions = (language: Language) => [
  ...allResources.map((r) => ({ value: r.name, label: r.label[language] })),
  ...Object.entries(otherLogLabels).map(([value, label]) => ({ value, label: label[language] })),
];
