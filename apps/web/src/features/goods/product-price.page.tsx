import { Card, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { ResourcePage, type ResourceRecord } from '../../engines/resource/index.ts';
import { PriceChangeDialog, PriceDetailDialog } from './price-dialogs.tsx';

/**
 * Product prices (goodsPrice): products with their prices (change a product's purchase and sale price; its price
 * history and the price at each level) and the price levels themselves.
 */
export default function ProductPricePage() {
  const { t } = useTranslation('goods');
  const [tab, setTab] = useState('prices');
  const [changing, setChanging] = useState<ResourceRecord | null>(null);
  const [showing, setShowing] = useState<ResourceRecord | null>(null);
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'prices',
            label: t('price.products'),
            children: (
              <ResourcePage
                bare
                name="products"
                views="live"
                page="goodsPrice"
                fixed={{ is_draft: 0 }}
                screen="products:price"
                rowActions={(rec) => (
                  <>
                    <Auth code="goods_price_edit"><Typography.Link onClick={() => setChanging(rec)}>{t('price.change')}</Typography.Link></Auth>
                    <Typography.Link onClick={() => setShowing(rec)}>{t('price.history')}</Typography.Link>
                  </>
                )}
              />
            ),
          },
          { key: 'levels', label: t('price.levels'), children: <ResourcePage bare name="price-levels" /> },
        ]}
      />
      {changing && <PriceChangeDialog product={changing} onClose={() => setChanging(null)} />}
      {showing && <PriceDetailDialog product={showing} onClose={() => setShowing(null)} />}
    </Card>
  );
}
