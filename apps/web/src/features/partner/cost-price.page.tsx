import { SyncOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PartnerType } from '@zf/shared';
import { useMenuRoutesByName } from '../../app/menu/use-menu-route.ts';
import { ResourcePage } from '../../engines/resource/index.ts';

/** Cost prices (costPrice): a supplier's price per product, and the way to their sync from purchase bills. */
export default function CostPricePage() {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  // The hidden sync page, when the menu offers it to this user.
  const syncPath = useMenuRoutesByName().get('costPriceSync')?.path;
  return (
    <ResourcePage
      name="cost-prices"
      // The partner to pick is a supplier (and only the supplier page's rights are needed).
      refParams={{ partner_id: { type: PartnerType.supplier } }}
      header={syncPath && (
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <Button icon={<SyncOutlined />} onClick={() => void navigate(syncPath)} data-testid="open-cost-price-sync">{t('costPriceSync')}</Button>
        </Flex>
      )}
    />
  );
}
