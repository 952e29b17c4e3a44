import { useQuery } from '@tanstack/react-query';
import type { Openings } from '@zf/shared';
import { App, Button, Card, DatePicker, Descriptions, Popconfirm, Result, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, ApiError } from '../../request/index.ts';
import { refreshPeriod } from './period-refresh.ts';
import { TrialPanel } from './TrialPanel.tsx';

/**
 * Opening close (openingClose, 期初结账 / 反结账): with balanced openings the books start at the chosen period and the
 * openings lock; the reverse is allowed while no voucher is posted.
 */
export default function OpeningClosePage() {
  const { t } = useTranslation('ledger-init');
  const { message } = App.useApp();
  const openings = useQuery({ queryKey: ['/finance/opening-balances'], queryFn: () => api.get<Openings>('/finance/opening-balances') });
  const [start, setStart] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = openings.data;
  const period = start ?? data?.start_period ?? '';

  const run = async (what: 'close' | 'reverse') => {
    setBusy(true);
    try {
      if (what === 'close') await api.post('/finance/initialize', { start_period: period });
      else await api.post('/finance/initialize/reverse');
      message.success(t(what === 'close' ? 'close.done' : 'close.reversed'));
      await refreshPeriod(t('close.notInitialized'));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageRights page="openingClose">
      <Card variant="borderless" title={t('close.title')} loading={openings.isLoading} data-testid="opening-close">
        {data && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions size="small" bordered column={2}>
              <Descriptions.Item label={t('close.status')}>
                {data.initialized ? <Tag color="green">{t('close.closed')}</Tag> : <Tag color="orange">{t('close.open')}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={t('close.startPeriod')}>
                {data.initialized ? data.start_period : (
                  <DatePicker picker="month" allowClear={false} value={dayjs(`${period}-01`)} onChange={(d) => d && setStart(d.format('YYYY-MM'))} data-testid="close-start-period" />
                )}
              </Descriptions.Item>
            </Descriptions>
            <TrialPanel check={data.check} showYtd={!data.start_period.endsWith('-01')} />
            {data.initialized ? (
              <Result status="success" title={t('close.closedTitle', { period: data.start_period })} subTitle={t('close.reverseHint')}
                extra={<Auth code="opening_reverse"><Popconfirm title={t('close.confirmReverse')} onConfirm={() => run('reverse')}><Button danger loading={busy} data-testid="reverse-opening">{t('close.reverse')}</Button></Popconfirm></Auth>} />
            ) : (
              <Auth code="opening_close">
                <Popconfirm title={t('close.confirmClose', { period })} onConfirm={() => run('close')}>
                  <Button type="primary" loading={busy} disabled={!data.check.balanced} data-testid="close-opening">{t('close.close')}</Button>
                </Popconfirm>
              </Auth>
            )}
          </Space>
        )}
      </Card>
    </PageRights>
  );
}
