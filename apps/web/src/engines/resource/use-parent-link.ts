import { useNavigate, useSearchParams } from 'react-router';
import { useMenuRoutesByName } from '../../app/menu/use-menu-route.ts';

/**
 * Opening a detail list of one record (an attribute's values, an industry's attributes) on its hidden page:
 * `open(id)` navigates with `?<param>=id`; on the detail page `useParentId` reads it back.
 */
export function useOpenDetail(page: string, param: string) {
  const navigate = useNavigate();
  const routes = useMenuRoutesByName();
  const path = routes.get(page)?.path;
  return path ? (id: number) => void navigate(`${path}?${param}=${id}`) : undefined;
}

export function useParentId(param: string): number | undefined {
  const [search] = useSearchParams();
  const v = Number(search.get(param));
  return Number.isInteger(v) && v > 0 ? v : undefined;
}
