import { SyncOutlined } from '@ant-design/icons';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostPriceSyncResult } from '@zf/shared';
import { Auth } from '../../engines/permission/Auth.tsx';
import { QueryScreen } from '../../engines/query/index.ts';
import { api, queryClient } from '../../request/index.ts';
import { costPriceSync } from './partner-queries.ts';

/**
 * Cost price sync (costPriceSync, hidden, opened from the cost prices): what each supplier's cost price would become
 * from the latest approved purchase bills, and the button (cost_price_sync, a function of the cost price page) that
 * writes the ones that differ.
 */
export default function CostPriceSyncPage() {
  const { t } = useTranslation('partner');
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const sync = () => modal.confirm({
    title: t('sync.title'),
    content: t('sync.confirm'),
    okText: t('sync.ok'),
    cancelText: t('sync.cancel'),
    onOk: async () => {
      setBusy(true);
      try {
        const done = await api.post<CostPriceSyncResult>('/cost-prices/sync', {});
        message.success(t('sync.done', done));
        await Promise.all([queryClient.invalidateQueries({ queryKey: ['/cost-prices/sync'] }), queryClient.invalidateQueries({ queryKey: ['resource', 'cost-prices'] })]);
      } catch {
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <>
      <Auth page="costPrice" code="cost_price_sync">
        <Flex justify="flex-end" style={{ padding: '12px 24px 0' }}>
          <Button type="primary" icon={<SyncOutlined />} loading={busy} onClick={sync} data-testid="cost-price-sync">{t('sync.run')}</Button>
        </Flex>
      </Auth>
      <QueryScreen def={costPriceSync} />
    </>
  );
}
