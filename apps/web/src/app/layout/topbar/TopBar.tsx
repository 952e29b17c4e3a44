import { ExclamationCircleOutlined, InfoCircleOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useSession } from '../../stores/session.store.ts';
import { useSidebar } from '../../stores/sidebar.store.ts';
import { useMedia } from '../use-media.ts';
import { AppDownload } from './AppDownload.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { FullscreenToggle } from './FullscreenToggle.tsx';
import { HelpMenu } from './HelpMenu.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { MessageBadge } from './MessageBadge.tsx';
import { PeriodInfo } from './PeriodInfo.tsx';
import { VersionInfo } from './VersionInfo.tsx';

/**
 * The top bar (SPEC §2): hamburger, breadcrumb, then menu search, periods, version and expiry, app QR, help,
 * messages, fullscreen, language, user name and avatar menu. On narrow screens periods and version move into an
 * info popover and the search and name are left out, so the bar never wraps; below 1600 px the version alone moves
 * there, so the breadcrumb keeps room for the page name (English labels are long).
 */
export function TopBar({ trail, isHome, wide }: { trail: string[]; isHome: boolean; wide: boolean }) {
  const { t } = useTranslation('app');
  const opened = useSidebar((s) => s.opened);
  const toggle = useSidebar((s) => s.toggle);
  const userName = useSession((s) => s.user?.name);
  const setLoadMenus = useSession((s) => s.setLoadMenus);
  const roomy = useMedia('(min-width: 1600px)');
  // A version about to expire (or expired) shows on the popover's button too.
  const versionWarn = useSession((s) => s.version_state === 'soon' || s.version_state === 'expired');

  // SPEC §2: changing language reloads the menu list (server titles) and the page.
  const onLanguage = () => {
    setLoadMenus(false);
    window.location.reload();
  };

  return (
    <header className="zf-topbar">
      <Button type="text" className="zf-hamburger" icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />} onClick={toggle} aria-label={t('topbar.toggleSidebar')} data-testid="hamburger" />
      <Breadcrumbs trail={trail} isHome={isHome} />
      <div className="zf-topbar-right">
        {wide ? (
          <>
            <MenuSearch />
            <PeriodInfo />
          </>
        ) : null}
        {wide && roomy ? (
          <VersionInfo />
        ) : (
          <Popover
            trigger="click"
            placement="bottomRight"
            content={
              <Space orientation="vertical">
                {wide ? null : <MenuSearch />}
                {wide ? null : <PeriodInfo />}
                <VersionInfo />
              </Space>
            }
          >
            <Button
              type="text"
              danger={versionWarn}
              icon={versionWarn ? <ExclamationCircleOutlined /> : <InfoCircleOutlined />}
              aria-label={t('topbar.more')}
              data-testid="topbar-more"
            />
          </Popover>
        )}
        <AppDownload />
        <HelpMenu />
        <MessageBadge />
        <FullscreenToggle />
        <LanguageSwitch onSwitched={onLanguage} />
        <AvatarMenu showName={wide && !!userName} />
      </div>
    </header>
  );
}
