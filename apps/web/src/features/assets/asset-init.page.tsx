import { formatAmount } from '@zf/shared';
import { Alert, Button, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { ResourcePage } from '../../engines/resource/index.ts';
import { api, useApiQuery } from '../../request/index.ts';
import type { AssetInit as InitSummary } from '@zf/shared';
import { useAssetAction } from './use-action.ts';

/**
 * 资产初始化 (assetInit): cards in use before the books started, with their opening accumulated depreciation; their
 * totals against the opening balances of 1601/1602, the difference, and the finish refused while they differ.
 */
export default function AssetInitPage() {
  const { t } = useTranslation('assets');
  const summary = useApiQuery<InitSummary>('/fixed-assets/init', undefined, { staleTime: 0 });
  const { busy, act } = useAssetAction();
  const s = summary.data;
  const differs = !!s && (s.difference_original !== '0.00' || s.difference_accumulated !== '0.00');
  const finish = (finished: boolean) => act(() => api.post('/fixed-assets/init/finish', { finished }), t(finished ? 'init.finished' : 'init.reopened'));
  return (
    <PageRights page="assetInit">
      <Card variant="borderless" title={t('init.title')} loading={summary.isLoading} data-testid="asset-init">
        {s && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Alert type="info" showIcon title={t('init.hint', { period: s.start_period || '-' })} />
            <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} data-testid="init-summary">
              <Descriptions.Item label={t('init.cardsOriginal')}>{formatAmount(s.original)}</Descriptions.Item>
              <Descriptions.Item label={t('init.openingOriginal')}>{formatAmount(s.opening_original)}</Descriptions.Item>
              <Descriptions.Item label={t('init.difference')}><span data-testid="init-diff-original">{formatAmount(s.difference_original)}</span></Descriptions.Item>
              <Descriptions.Item label={t('init.cardsAccumulated')}>{formatAmount(s.accumulated)}</Descriptions.Item>
              <Descriptions.Item label={t('init.openingAccumulated')}>{formatAmount(s.opening_accumulated)}</Descriptions.Item>
              <Descriptions.Item label={t('init.difference')}><span data-testid="init-diff-accumulated">{formatAmount(s.difference_accumulated)}</span></Descriptions.Item>
            </Descriptions>
            <Space>
              {s.finished ? <Tag color="green">{t('init.done')}</Tag> : <Tag>{t('init.notDone')}</Tag>}
              <Auth code="asset_init_finish">
                {s.finished
                  ? <Button loading={busy} onClick={() => void finish(false)}>{t('init.reopen')}</Button>
                  : <Button type="primary" loading={busy} disabled={differs} onClick={() => void finish(true)} data-testid="init-finish">{t('init.finish')}</Button>}
              </Auth>
            </Space>
            <ResourcePage name="fixed-assets" bare />
          </Space>
        )}
      </Card>
    </PageRights>
  );
}
