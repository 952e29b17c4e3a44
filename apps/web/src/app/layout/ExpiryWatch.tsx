import { App } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { expiredPath, myEnterprisesPath, personalInfoPath, changePasswordPath } from '../router/layout-paths.ts';
import { useSession } from '../stores/session.store.ts';

const warnedKey = 'zf.expiryWarned';
/** Pages an expired enterprise's user may still open: the expired notice and switching to another enterprise. */
const openWhenExpired = [expiredPath, myEnterprisesPath, personalInfoPath, changePasswordPath];

/**
 * SPEC §4: past expiry + 7 days → alert 'account expired' and /expired (and nothing else of this enterprise);
 * within 7 days of expiry → 'account about to expire' once per browser session (closing it dismisses it).
 */
export function ExpiryWatch() {
  const { t } = useTranslation('app');
  const { modal, notification } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const version = useSession((s) => s.version_info);
  const enterpriseId = useSession((s) => s.enterprise_id);
  const state = useSession((s) => s.version_state);

  useEffect(() => {
    if (state !== 'expired' || openWhenExpired.includes(pathname)) return;
    navigate(expiredPath, { replace: true });
  }, [state, pathname, navigate]);

  useEffect(() => {
    if (!version) return;
    const marker = `${enterpriseId}:${state}`;
    if (state !== 'expired' && state !== 'soon') return;
    if (sessionStorage.getItem(warnedKey) === marker) return;
    sessionStorage.setItem(warnedKey, marker);
    const date = dayjs.unix(version.expired_time).format('YYYY-MM-DD');
    if (state === 'expired') modal.warning({ title: t('expiry.expiredTitle'), content: t('expiry.expired', { date }) });
    else notification.warning({ title: t('expiry.soonTitle'), description: t('expiry.soon', { date, version: version.name }), duration: 0, key: 'expiry' });
  }, [state, version, enterpriseId, modal, notification, t]);

  return null;
}
