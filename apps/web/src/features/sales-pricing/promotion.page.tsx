import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PromotionKind, Switch } from '@zf/shared';
import { Auth } from '../../engines/permission/Auth.tsx';
import { ResourcePage, type ResourceRecord } from '../../engines/resource/index.ts';
import { readableDecimal } from '../../engines/resource/form-model.ts';
import { api, queryClient } from '../../request/index.ts';
import { productOption } from './product-option.ts';

/**
 * Promotions (promotion): the resource screen, where a rule without a product reads "all products", a fixed price
 * shows no rate and a discount no price, and each row switches on or off with its own right (promotion_enable).
 */
export default function PromotionPage() {
  const { t } = useTranslation('sales-pricing');
  const { message } = App.useApp();
  const toggle = async (rec: ResourceRecord) => {
    const status = Number(rec.status) === Switch.on ? Switch.off : Switch.on;
    try {
      await api.post(`/promotions/${rec.id}/status`, { status });
      message.success(t(status ? 'enabled' : 'disabled'));
      await queryClient.invalidateQueries({ queryKey: ['resource', 'promotions'] });
    } catch {}
  };
  const isFixed = (rec: ResourceRecord) => Number(rec.kind) === PromotionKind.fixedPrice;
  return (
    <ResourcePage
      name="promotions"
      title={t('promotions')}
      optionLabels={{ product_id: productOption }}
      cells={{
        product_id: (rec) => (Number(rec.product_id) ? String(rec.product_name ?? '') : <Typography.Text type="secondary">{t('allProducts')}</Typography.Text>),
        price: (rec) => (isFixed(rec) ? readableDecimal(rec.price) : ''),
        discount: (rec) => (isFixed(rec) ? '' : readableDecimal(rec.discount)),
      }}
      rowActions={(rec) => (
        <Auth code="promotion_enable">
          <Typography.Link onClick={() => void toggle(rec)} data-testid={`promotion-toggle-${rec.id}`}>{t(Number(rec.status) === Switch.on ? 'disable' : 'enable')}</Typography.Link>
        </Auth>
      )}
    />
  );
}
