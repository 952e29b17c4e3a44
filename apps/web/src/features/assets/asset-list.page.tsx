import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../engines/resource/index.ts';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { AssetActions } from './AssetActions.tsx';

/** 资产列表 (assetList): the asset cards with their actions (acquisition voucher, transfer, disposal), and the categories. */
export default function AssetListPage() {
  const { t } = useTranslation('assets');
  return (
    <PageRights page="assetList">
      <Card variant="borderless">
        <Tabs
          destroyOnHidden
          items={[
            { key: 'cards', label: t('list.cards'), children: <ResourcePage name="fixed-assets" bare rowActions={(r) => <AssetActions record={r} />} /> },
            { key: 'categories', label: t('list.categories'), children: <ResourcePage name="asset-categories" bare /> },
          ]}
        />
      </Card>
    </PageRights>
  );
}
