import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { TFunction } from 'i18next';
import type { MenuRoute } from '../menu/menu-types.ts';
import {
  centerPath, changePasswordPath, expiredPath, guidePath, homePath, loginLogPath, messageCenterPath, myEnterprisesPath,
  noAccessPath, personalInfoPath, seesPersonalLinks, setupCenterPath, workflowPath,
} from '../router/layout-paths.ts';
import { PageLoading } from '../router/PageLoading.tsx';
import { screenOf } from '../router/screens.ts';
import { MenuScreen } from './MenuScreen.tsx';
import { RedirectPage } from './RedirectPage.tsx';

/** A route inside the shell, with what the tabs, breadcrumb and title need (the route's `handle`). */
export interface LayoutRoute {
  path: string;
  name: string;
  title: string;
  breadcrumb: string[];
  affix: boolean;
  noCache: boolean;
  hidden: boolean;
  /** Not shown as a tab (the /redirect helper). */
  noTag?: boolean;
  element: ReactNode;
}

interface ShellRouteDef {
  path: string;
  name: string;
  titleKey: string;
  affix?: boolean;
  noCache?: boolean;
  hidden?: boolean;
  noTag?: boolean;
  element?: ReactNode;
}

const NotFoundScreen = screenOf('notFound');
const notFound = NotFoundScreen ? <NotFoundScreen /> : null;

/** A page of the menu tree or of the shell: its local screen, or the not-found page when there is none (SPEC §2). */
function screenElement(name: string): ReactNode {
  const Screen = screenOf(name);
  return <Suspense fallback={<PageLoading full={false} />}>{Screen ? <Screen /> : notFound}</Suspense>;
}

/** The layout routes of SPEC §2 the shell owns (paths equal the shellPath of the shared menu tree). */
function shellRouteDefs(partnerGroup: number | undefined): ShellRouteDef[] {
  return [
    { path: homePath, name: 'dashboard', titleKey: 'route.dashboard', affix: true, noCache: true },
    { path: messageCenterPath, name: 'messageCenter', titleKey: 'route.messageCenter' },
    { path: setupCenterPath, name: 'setupCenter', titleKey: 'route.setupCenter' },
    { path: guidePath, name: 'getSystemSetGuideList', titleKey: 'route.guide' },
    { path: workflowPath, name: 'getSystemWorkFloatList', titleKey: 'route.workflow' },
    ...(seesPersonalLinks(partnerGroup)
      ? [
          { path: personalInfoPath, name: 'getPersonalInfo', titleKey: 'route.personalInfo' },
          { path: myEnterprisesPath, name: 'getMyEnterprises', titleKey: 'route.myEnterprises' },
        ]
      : []),
    { path: changePasswordPath, name: 'changePassword', titleKey: 'route.changePassword' },
    { path: loginLogPath, name: 'loginLog', titleKey: 'route.loginLog' },
    { path: noAccessPath, name: 'noAccess', titleKey: 'route.notFound', hidden: true, noCache: true, element: notFound },
    { path: expiredPath, name: 'expired', titleKey: 'route.expired', hidden: true, noCache: true },
    { path: '/redirect/*', name: 'redirect', titleKey: 'route.redirect', hidden: true, noCache: true, noTag: true, element: <RedirectPage /> },
  ];
}

/**
 * Every route of the shell: the layout routes first (they win over a menu page with the same path), then the menu
 * routes of GET /menus, then the personal centre screen at `center` listing the personal pages.
 */
export function buildLayoutRoutes(menuRoutes: MenuRoute[], partnerGroup: number | undefined, t: TFunction): LayoutRoute[] {
  const menuByName = new Map(menuRoutes.map((r) => [r.name, r]));
  const shell: LayoutRoute[] = shellRouteDefs(partnerGroup).map((d) => {
    const fromMenu = menuByName.get(d.name);
    const title = fromMenu?.title ?? t(d.titleKey);
    return {
      path: d.path, name: d.name, title, breadcrumb: fromMenu?.breadcrumb ?? [title], affix: !!d.affix, noCache: !!d.noCache,
      hidden: !!d.hidden, noTag: d.noTag, element: d.element ?? screenElement(d.name),
    };
  });
  const taken = new Set(shell.map((r) => r.path));
  const fromMenu: LayoutRoute[] = menuRoutes
    .filter((r) => !taken.has(r.path))
    .map((r) => ({
      path: r.path, name: r.name, title: r.title, breadcrumb: r.breadcrumb, affix: r.affix, noCache: r.noCache, hidden: r.hidden,
      element: r.kind === 'menuScreen' ? <MenuScreen title={r.title} entries={r.entries ?? []} /> : screenElement(r.name),
    }));
  const menuPages = new Set(menuRoutes.filter((r) => r.kind === 'page').map((r) => r.path));
  const personal = shell
    .filter((r) => r.path.startsWith(`${centerPath}/`))
    .concat(fromMenu.filter((r) => r.path.startsWith(`${centerPath}/`) && !r.hidden && menuPages.has(r.path)));
  const centerTitle = t('route.center');
  const center: LayoutRoute = {
    path: centerPath, name: 'center', title: centerTitle, breadcrumb: [centerTitle], affix: false, noCache: false, hidden: true,
    element: (
      <MenuScreen
        title={centerTitle}
        entries={[...shell.filter((r) => r.name === 'messageCenter'), ...personal].map((r) => ({ name: r.name, title: r.title, path: r.path, icon: 'UserOutlined' }))}
      />
    ),
  };
  return [...shell, ...(taken.has(centerPath) ? [] : [center]), ...fromMenu];
}

/** Route objects for useRoutes/matchRoutes: / goes to the dashboard, anything unknown to /404/404 (SPEC §2). */
export function toRouteObjects(routes: LayoutRoute[]): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={homePath} replace /> },
    ...routes.map((r) => ({ path: r.path, element: r.element, handle: r })),
    { path: '*', element: <Navigate to={noAccessPath} replace /> },
  ];
}
