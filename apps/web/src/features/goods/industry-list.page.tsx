import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../engines/resource/index.ts';
import { useOpenDetail } from '../../engines/resource/use-parent-link.ts';

/** Industries (industryManage); each row opens its attributes on the hidden industry-attribute page. */
export default function IndustryListPage() {
  const { t } = useTranslation('goods');
  const openAttributes = useOpenDetail('industryAttribute', 'industry_id');
  return (
    <ResourcePage
      name="industries"
      rowActions={(rec) => openAttributes && <Typography.Link onClick={() => openAttributes(rec.id)}>{t('industry.attributes')}</Typography.Link>}
    />
  );
}
