import { ExclamationCircleFilled } from '@ant-design/icons';
import { App, Button, Result, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyUser, forgetSession, logout } from '../../app/session/session-actions.ts';
import { navigateTo } from '../../app/navigation.ts';
import { useCancellation } from '../../app/stores/cancellation.store.ts';
import { useSession } from '../../app/stores/session.store.ts';
import { authApi, cancellationApi } from './api.ts';
import { AuthShell } from './components/AuthShell.tsx';

/**
 * /cancellation: a user whose account is being cancelled (is_cancel 1) can only come here (SPEC §2): recover the
 * account within recover_days, or finish the cancellation now.
 */
export default function CancellationPage() {
  const { t } = useTranslation('auth');
  const { modal, message } = App.useApp();
  const token = useSession((s) => s.token);
  const recoverDays = useCancellation((s) => s.recover_days);
  const setCancellation = useCancellation((s) => s.setCancellation);
  const [loading, setLoading] = useState(!!token);
  const [busy, setBusy] = useState<'undo' | 'finish' | null>(null);

  useEffect(() => {
    if (!token) return;
    cancellationApi
      .recoverDays()
      .then(setCancellation)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [token, setCancellation]);

  if (!token) {
    return (
      <AuthShell title={t('cancel.title')}>
        <Result status="info" title={t('cancel.loginFirst')} extra={<Link to="/login">{t('common.backToLogin')}</Link>} />
      </AuthShell>
    );
  }

  const recover = async () => {
    setBusy('undo');
    try {
      await cancellationApi.undo();
      applyUser(await authApi.userInfo());
      message.success(t('cancel.recovered'));
      // No longer cancelled: the route guard sends the user on to the app.
    } catch {
    } finally {
      setBusy(null);
    }
  };

  const finish = () =>
    modal.confirm({
      title: t('cancel.finishConfirmTitle'),
      content: t('cancel.finishConfirm'),
      okText: t('cancel.finish'),
      okButtonProps: { danger: true },
      icon: <ExclamationCircleFilled />,
      onOk: async () => {
        setBusy('finish');
        try {
          await cancellationApi.finish();
          forgetSession();
          message.success(t('cancel.finished'));
          navigateTo('/login', { replace: true });
        } finally {
          setBusy(null);
        }
      },
    });

  return (
    <AuthShell title={t('cancel.title')}>
      {loading ? (
        <Spin />
      ) : (
        <Result
          status="warning"
          title={t('cancel.pending')}
          subTitle={recoverDays > 0 ? t('cancel.recoverWithin', { days: recoverDays }) : t('cancel.recoverOver')}
          extra={
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Button type="primary" block disabled={recoverDays <= 0} loading={busy === 'undo'} onClick={recover} data-testid="cancel-undo">
                {t('cancel.recover')}
              </Button>
              <Button danger block loading={busy === 'finish'} onClick={finish} data-testid="cancel-finish">
                {t('cancel.finish')}
              </Button>
              <Button type="link" onClick={() => void logout()}>
                {t('common.logout')}
              </Button>
            </Space>
          }
        />
      )}
    </AuthShell>
  );
}
