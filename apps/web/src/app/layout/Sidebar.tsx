import { AccountBookOutlined, HomeOutlined } from '@ant-design/icons';
import { Layout, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { homePath } from '../router/layout-paths.ts';
import { usePermission } from '../stores/permission.store.ts';
import { useSettings } from '../stores/settings.store.ts';
import { useSidebar } from '../stores/sidebar.store.ts';
import { MenuIcon } from './menu-icons.tsx';

export const sidebarWidth = 205;
export const sidebarCollapsedWidth = 54;

/**
 * The sidebar (SPEC §2): a home item at /, then one submenu per section of the menu tree with its menu groups and
 * pages. Collapsible (state in a cookie); on a phone it overlays the page and closes after a choice.
 */
export function Sidebar() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sections = usePermission((s) => s.sidebar);
  const opened = useSidebar((s) => s.opened);
  const device = useSidebar((s) => s.device);
  const close = useSidebar((s) => s.close);
  const uniqueOpened = useSettings((s) => s.uniqueOpened);
  const showLogo = useSettings((s) => s.sidebarLogo);

  const { items, parentsOf } = useMemo(() => {
    const parents = new Map<string, string[]>();
    const menuItems: MenuProps['items'] = [{ key: homePath, icon: <HomeOutlined />, label: t('route.dashboard') }];
    for (const section of sections) {
      const groups = section.groups
        .map((g) => ({ ...g, items: g.items.filter((i) => i.path !== homePath) }))
        .filter((g) => g.items.length > 0);
      if (groups.length === 0) continue;
      menuItems.push({
        key: `s:${section.key}`,
        icon: <MenuIcon name={section.icon} />,
        // A long English name ends in an ellipsis at 205 px: the whole name shows on hover.
        label: <span className="zf-sidebar-label" title={section.title}>{section.title}</span>,
        children: groups.map((g) => ({
          key: `g:${g.key}`,
          label: <span className="zf-sidebar-label" title={g.title}>{g.title}</span>,
          children: g.items.map((i) => {
            parents.set(i.path, [`s:${section.key}`, `g:${g.key}`]);
            return { key: i.path, label: i.title, title: i.title };
          }),
        })),
      });
    }
    return { items: menuItems, parentsOf: parents };
  }, [sections, t]);

  const collapsed = !opened;
  const routeOpenKeys = parentsOf.get(pathname) ?? [];
  const [openKeys, setOpenKeys] = useState<string[]>(routeOpenKeys);
  const [forPath, setForPath] = useState(pathname);
  // Open the submenus of the page shown whenever the route changes (state adjusted during render, not in an effect).
  if (forPath !== pathname) {
    setForPath(pathname);
    if (routeOpenKeys.length) setOpenKeys((keys) => (uniqueOpened ? routeOpenKeys : [...new Set([...keys, ...routeOpenKeys])]));
  }

  const onOpenChange = (keys: string[]) => {
    const added = keys.find((k) => !openKeys.includes(k));
    if (!uniqueOpened || !added) return setOpenKeys(keys);
    // Accordion (SPEC §3 setting uniqueOpened): a new section closes the others, a new group its sibling groups.
    setOpenKeys(added.startsWith('s:') ? [added] : keys.filter((k) => k.startsWith('s:') || k === added));
  };

  const mobile = device === 'mobile';
  return (
    <>
      {mobile && opened ? <div className="zf-sidebar-mask" onClick={close} /> : null}
      <Layout.Sider
        className={`zf-sidebar${mobile ? ' zf-sidebar-mobile' : ''}`}
        width={sidebarWidth}
        collapsedWidth={mobile ? 0 : sidebarCollapsedWidth}
        collapsed={collapsed}
        trigger={null}
        theme="dark"
        data-testid="sidebar"
      >
        {showLogo ? (
          <Link to="/" className="zf-logo">
            <AccountBookOutlined />
            {collapsed ? null : <span>{t('siteTitle')}</span>}
          </Link>
        ) : null}
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[pathname]}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={onOpenChange}
          onClick={({ key }) => {
            navigate(key);
            if (mobile) close();
          }}
        />
      </Layout.Sider>
    </>
  );
}
