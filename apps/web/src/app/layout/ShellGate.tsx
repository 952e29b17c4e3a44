import { Button, Result, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuList as MenuAnswer } from '@zf/shared';
import { api } from '../../request/index.ts';
import { menuListIsTrusted } from '../menu/build-menu.ts';
import { PageLoading } from '../router/PageLoading.tsx';
import { applyUser, forgetSession, logout } from '../session/session-actions.ts';
import { readStoredMenus, usePermission } from '../stores/permission.store.ts';
import { useSession, type SessionUser } from '../stores/session.store.ts';
import { ShellLayout } from './ShellLayout.tsx';

/**
 * Builds the menu routes once per session (SPEC §2 loadMenus): first the stored route data is checked (no system
 * flag on its first entry → the token is cleared, SPEC §6), then the user (a cancelled user is taken to
 * /cancellation by the guard before any menu call) and GET /menus.
 */
export default function ShellGate() {
  const { t } = useTranslation('app');
  const loadMenus = useSession((s) => s.loadMenus);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loadMenus) return;
    const stored = readStoredMenus();
    if (stored !== null && !menuListIsTrusted(stored)) {
      forgetSession();
      return;
    }
    let live = true;
    (async () => {
      try {
        const user = await api.get<SessionUser>('/user/info');
        if (!live) return;
        applyUser(user);
        if (user.is_cancel === 1 || !user.enterprise_id) return;
        const menus = await api.get<MenuAnswer>('/menus');
        if (!live) return;
        if (!menuListIsTrusted(menus.list)) return forgetSession();
        usePermission.getState().setMenus(menus.list);
        useSession.getState().setLoadMenus(true);
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [loadMenus, attempt]);

  if (loadMenus) return <ShellLayout />;
  if (!failed) return <PageLoading />;
  return (
    <Result
      status="warning"
      title={t('shell.loadFailed')}
      extra={
        <Space>
          <Button
            type="primary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('shell.retry')}
          </Button>
          <Button onClick={() => void logout()}>{t('avatar.logout')}</Button>
        </Space>
      }
    />
  );
}
