import { Button, Result, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { myEnterprisesPath, seesPersonalLinks } from '../../app/router/layout-paths.ts';
import { logout } from '../../app/session/session-actions.ts';
import { useSession } from '../../app/stores/session.store.ts';

/** /expired (SPEC §2, §4): the enterprise's version ran out more than 7 days ago. */
export default function ExpiredPage() {
  const { t } = useTranslation('errors');
  const version = useSession((s) => s.version_info);
  const partnerGroup = useSession((s) => s.user?.partner_group);
  return (
    <Result
      status="warning"
      title={t('expired.title')}
      subTitle={
        version?.expired_time
          ? t('expired.detail', { version: version.name, date: dayjs.unix(version.expired_time).format('YYYY-MM-DD') })
          : t('expired.generic')
      }
      extra={
        <Space wrap>
          {seesPersonalLinks(partnerGroup) ? (
            <Link to={myEnterprisesPath}>
              <Button type="primary">{t('expired.switch')}</Button>
            </Link>
          ) : null}
          <Button onClick={() => void logout()}>{t('expired.logout')}</Button>
        </Space>
      }
    />
  );
}
