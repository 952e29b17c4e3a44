import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { combineExtensions, ResourcePage } from '../../engines/resource/index.ts';
import { api, queryClient } from '../../request/index.ts';
import { productFitment } from './product-fitment.tsx';
import { productUnits } from './product-units.tsx';

/** The product form's own parts: unit conversions and vehicle fitment. */
const productForm = combineExtensions(productUnits, productFitment);

/** Product drafts (goodsDraft): products still being written; "publish" moves one to the product list. */
export default function ProductDraftPage() {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const publish = async (id: number) => {
    try {
      await api.post('/products/publish', { ids: [id] });
      message.success(t('draft.published'));
      await queryClient.invalidateQueries({ queryKey: ['resource', 'products'] });
    } catch {}
  };
  return (
    <ResourcePage
      name="products"
      views="live"
      title={t('draft.title')}
      fixed={{ is_draft: 1 }}
      screen="products:draft"
      formExtension={productForm}
      rowActions={(rec) => (
        <Auth code="goods_draft_publish" page="goodsDraft">
          <Typography.Link onClick={() => void publish(rec.id)}>{t('draft.publish')}</Typography.Link>
        </Auth>
      )}
    />
  );
}
