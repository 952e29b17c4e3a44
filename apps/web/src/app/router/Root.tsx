import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../stores/session.store.ts';
import { PageLoading } from './PageLoading.tsx';
import { decideRoute, selectEnterprisePath } from './guard.ts';
import { publicRoutes } from './screens.ts';
import { usePageTitle } from './use-page-title.ts';

/** The shell (sidebar, top bar, tabs) is its own chunk: the login page never loads it. */
const Shell = lazy(() => import('../layout/ShellGate.tsx'));
const SelectEnterprise = lazy(() => import('../../features/auth/select-enterprise.page.tsx'));

interface TopHandle {
  titleKey?: string;
}

/** Top-level routes: public pages, the enterprise step, and everything else inside the shell. */
function useTopRoutes(): RouteObject[] {
  return useMemo(
    () => [
      ...publicRoutes.map(({ path, titleKey, Screen }) => ({ path, handle: { titleKey } satisfies TopHandle, element: <Screen /> })),
      { path: selectEnterprisePath, handle: { titleKey: 'auth:title.selectEnterprise' } satisfies TopHandle, element: <SelectEnterprise /> },
      { path: '*', element: <Shell /> },
    ],
    [],
  );
}

/** Applies the route guard on every navigation, then renders the matching top-level route. */
export function Root() {
  const location = useLocation();
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const enterpriseId = useSession((s) => s.enterprise_id);
  const routes = useTopRoutes();
  const element = useRoutes(routes);

  const decision = decideRoute({
    pathname: location.pathname,
    fullPath: `${location.pathname}${location.search}`,
    hasToken: !!token,
    isCancelled: user?.is_cancel === 1,
    hasEnterprise: (user?.enterprise_id || enterpriseId) > 0,
  });

  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as TopHandle | undefined;
  usePageTitle(handle?.titleKey ? t(handle.titleKey) : undefined);

  // SPEC §2: scrolling resets to the top on every route change.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}
