import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../engines/resource/index.ts';
import { useOpenDetail } from '../../engines/resource/use-parent-link.ts';

/** Attributes (attributeList); each row opens its values on the hidden attribute-value page. */
export default function AttributeListPage() {
  const { t } = useTranslation('goods');
  const openValues = useOpenDetail('attributeValue', 'attribute_id');
  return (
    <ResourcePage
      name="product-attributes"
      rowActions={(rec) => openValues && <Typography.Link onClick={() => openValues(rec.id)}>{t('attribute.values')}</Typography.Link>}
    />
  );
}
