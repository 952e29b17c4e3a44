import { useQuery } from '@tanstack/react-query';
import { resourceByName } from '@zf/shared';
import { useLanguage } from './labels.ts';
import { resourceApi } from './resource-api.ts';

/** "Contacts · 上海汽配有限公司": the detail list's title names the record it belongs to. */
export function ParentTitle({ resource, id, child }: { resource: string; id: number; child: string }) {
  const language = useLanguage();
  const parent = useQuery({ queryKey: ['resource', resource, 'one', id], queryFn: () => resourceApi(resource).get(id) });
  const label = resourceByName(child)?.label[language] ?? child;
  return <>{parent.data ? `${label} · ${String(parent.data.name ?? id)}` : label}</>;
}
