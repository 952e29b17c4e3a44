/** An account of GET /subjects (name in the request language; name_zh and name_en as stored). */
export interface Subject {
  id: number; code: string; name: string; name_zh: string; name_en: string; category: number; direction: number; level: number;
  parent_code: string; status: number; aux_types: string[]; currency_id: number; initials: string; leaf: boolean; version: number;
}

export const auxTypes = ['partner', 'department', 'employee', 'project', 'product'] as const;

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
