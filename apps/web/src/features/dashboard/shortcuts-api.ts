import type { DashboardShortcutList } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { api, queryClient } from '../../request/index.ts';

/** GET/PUT /dashboard/shortcuts: the route names this employee pinned to the home page, in order. */
const key = ['/dashboard/shortcuts'];
export const maxShortcuts = 20;

export const useShortcuts = () => useQuery({ queryKey: key, queryFn: () => api.get<DashboardShortcutList>('/dashboard/shortcuts'), staleTime: 0 });

export async function saveShortcuts(list: string[]): Promise<string[]> {
  const saved = await api.put<DashboardShortcutList>('/dashboard/shortcuts', { list });
  queryClient.setQueryData(key, saved);
  return saved.list;
}
