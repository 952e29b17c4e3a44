import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session.store.ts';

/** The enterprise's version name and expiry date (SPEC §2 top bar), red within the warning window. */
export function VersionInfo() {
  const { t } = useTranslation('app');
  const version = useSession((s) => s.version_info);
  const state = useSession((s) => s.version_state);
  if (!version) return null;
  return (
    <span className={`zf-topbar-text${state === 'soon' || state === 'expired' ? ' zf-topbar-warn' : ''}`} data-testid="version-info">
      {version.name}
      {version.expired_time ? <> · {t('topbar.expiresOn', { date: dayjs.unix(version.expired_time).format('YYYY-MM-DD') })}</> : null}
    </span>
  );
}
