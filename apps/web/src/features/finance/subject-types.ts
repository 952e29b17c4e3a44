import type { Subject } from '@zf/shared';

/** The auxiliary accounting kinds (the shared contract's subjectAuxTypes; a value here keeps zod out of the screen's chunk). */
export const auxTypes = ['partner', 'department', 'employee', 'project', 'product'] as const;

/** An account of GET /subjects (the shared contract's Subject) with its sub-accounts. */
export type SubjectNode = Subject & { children?: SubjectNode[] };

/** The chart as a tree by parent code (accounts whose parent is not in the list are roots). */
export function subjectTree(list: readonly Subject[]): SubjectNode[] {
  const byCode = new Map<string, SubjectNode>(list.map((s) => [s.code, { ...s }]));
  const roots: SubjectNode[] = [];
  for (const node of byCode.values()) {
    const parent = node.parent_code ? byCode.get(node.parent_code) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
