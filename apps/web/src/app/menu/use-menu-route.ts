import { useMemo } from 'react';
import { usePermission } from '../stores/permission.store.ts';
import type { MenuRoute } from './menu-types.ts';

/** The user's menu routes by route name: pages link "by route name" (SPEC §2) and only when the user has them. */
export function useMenuRoutesByName(): Map<string, MenuRoute> {
  const routes = usePermission((s) => s.routes);
  return useMemo(() => new Map(routes.map((r) => [r.name, r])), [routes]);
}
