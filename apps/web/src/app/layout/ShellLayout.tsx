import { Layout } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Navigate, useLocation } from 'react-router';
import { homePath, noAccessPath } from '../router/layout-paths.ts';
import { PageLoading } from '../router/PageLoading.tsx';
import { usePageTitle } from '../router/use-page-title.ts';
import { usePermission } from '../stores/permission.store.ts';
import { useSession } from '../stores/session.store.ts';
import { useSettings } from '../stores/settings.store.ts';
import { mobileBreakpoint, useSidebar } from '../stores/sidebar.store.ts';
import { retitled, useTags } from '../stores/tags.store.ts';
import { ExpiryWatch } from './ExpiryWatch.tsx';
import { KeepAlive } from './KeepAlive.tsx';
import { buildLayoutRoutes, toRouteObjects, type LayoutRoute } from './layout-routes.tsx';
import { useCurrentPeriod, useEnterpriseInfo, useStatusDictionary } from './shell-data.ts';
import { Sidebar } from './Sidebar.tsx';
import { TagsView } from './TagsView.tsx';
import { TopBar } from './topbar/TopBar.tsx';
import { useMedia } from './use-media.ts';
import './layout.css';

/** SPEC §2: below 992 px the sidebar closes (and overlays the page when opened). */
function useResponsiveSidebar(): boolean {
  const mobile = useMedia(`(max-width: ${mobileBreakpoint - 1}px)`);
  useEffect(() => {
    useSidebar.getState().setDevice(mobile ? 'mobile' : 'desktop');
    if (mobile) useSidebar.getState().close();
  }, [mobile]);
  return mobile;
}

/** The shell: sidebar, top bar, tabs and the kept-alive main area, around every route of the app. */
export function ShellLayout() {
  const { t } = useTranslation('app');
  const location = useLocation();
  const menuRoutes = usePermission((s) => s.routes);
  const partnerGroup = useSession((s) => s.user?.partner_group);
  const tagsView = useSettings((s) => s.tagsView);
  const showFooter = useSettings((s) => s.showFooter);
  const footerTxt = useSettings((s) => s.footerTxt);
  const caseNumber = useSettings((s) => s.caseNumber);
  const wide = useMedia('(min-width: 1200px)');
  useResponsiveSidebar();

  const routes = useMemo(() => buildLayoutRoutes(menuRoutes, partnerGroup, t), [menuRoutes, partnerGroup, t]);
  const routeObjects = useMemo(() => toRouteObjects(routes), [routes]);
  const current = matchRoutes(routeObjects, location)?.at(-1)?.route.handle as LayoutRoute | undefined;

  // Fixed tabs (the dashboard) are always there, first.
  useEffect(() => {
    const affixed = routes.filter((r) => r.affix).map((r) => ({ fullPath: r.path, path: r.path, name: r.name, title: r.title, affix: true, noCache: r.noCache }));
    const visited = retitled(useTags.getState().visited.filter((v) => !v.affix), routes);
    useTags.getState().reset(affixed);
    visited.forEach((v) => useTags.getState().visit(v));
  }, [routes]);

  const fullPath = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!current || current.noTag) return;
    useTags.getState().visit({ fullPath, path: location.pathname, name: current.name, title: current.title, affix: current.affix, noCache: current.noCache });
  }, [current, fullPath, location.pathname]);

  usePageTitle(current?.title);
  const statusLoaded = useStatusDictionary();
  useEnterpriseInfo();
  useCurrentPeriod();

  if (location.pathname === '/') return <Navigate to={homePath} replace />;
  if (!current) return <Navigate to={noAccessPath} replace />;

  return (
    <Layout className="zf-shell" hasSider>
      <Sidebar />
      <Layout className="zf-main">
        <div className="zf-header">
          <TopBar trail={current.breadcrumb} isHome={current.path === homePath} wide={wide} />
          {tagsView ? <TagsView /> : null}
        </div>
        <Layout.Content className="zf-content" data-testid="main-area">
          {statusLoaded ? <KeepAlive routes={routeObjects} currentPath={location.pathname} currentCached={!current.noCache} /> : <PageLoading full={false} />}
        </Layout.Content>
        {showFooter ? (
          <Layout.Footer className="zf-footer">
            {footerTxt} {caseNumber}
          </Layout.Footer>
        ) : null}
      </Layout>
      <ExpiryWatch />
    </Layout>
  );
}
