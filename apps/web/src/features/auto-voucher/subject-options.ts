import { useApiQuery } from '../../request/index.ts';
import { SubjectStatus, type Subject, type ListOf } from '@zf/shared';

/** Leaf, enabled accounts as select options ("1405 库存商品"); searched by code or name. */
export function useLeafSubjects() {
  const subjects = useApiQuery<ListOf<Subject>>('/subjects', { page_size: 500 }, { staleTime: 60_000 });
  const list = subjects.data?.list ?? [];
  const parents = new Set(list.map((s) => s.parent_code).filter(Boolean));
  return list.filter((s) => !parents.has(s.code) && s.status === SubjectStatus.enabled).map((s) => ({ value: s.code, label: `${s.code} ${s.name}` }));
}
