import { actionEntry, funs, menu, page, system } from './build.ts';

/** Home (SPEC §2 "Home"): the dashboard every employee lands on, and the dashboard widgets that show money. */
export const home = system('home', 'home', 'HomeOutlined', '首页', 'Home', [
  menu('homeMenu', '首页', 'Home', [
    // SPEC §2: / redirects to /dashboard (home, pinned, not cached).
    page('dashboard', '首页', 'Home', { everyone: true, affix: true, noCache: true, shellPath: '/dashboard' }),
    actionEntry('dashboardShortcut', '快捷菜单', 'Shortcut menu', funs('dashboard_shortcut', 'edit')),
    actionEntry('dashboardTrade', '交易概况', 'Trade overview', funs('dashboard_trade', ['view', '查看', 'View'])),
    actionEntry('dashboardReport', '报表概况', 'Report overview', funs('dashboard_report', ['view', '查看', 'View'])),
  ]),
]);
