import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { shelfProductResource } from '@zf/shared';
import { Auth } from '../../engines/permission/Auth.tsx';
import { ImportPanel, resourceImport, useLanguage } from '../../engines/resource/index.ts';

/**
 * Shelf product import (shelfProductImport, hidden, opened from the shelf products): the shelf products' workbook on
 * a page of its own, behind the list's import right. A row with an ID updates that placement, one without adds one.
 */
export default function ShelfProductImportPage() {
  const { t } = useTranslation('storage');
  const language = useLanguage();
  const label = shelfProductResource.label[language];
  return (
    <Card title={t('import.title')} variant="borderless">
      <div style={{ maxWidth: 760 }}>
        <Auth page="shelfProduct" code={shelfProductResource.permission.import} fallback={<Empty description={t('import.noRight')} />}>
          <Typography.Paragraph type="secondary">{t('import.hint')}</Typography.Paragraph>
          <ImportPanel target={resourceImport(shelfProductResource, label)} />
        </Auth>
      </div>
    </Card>
  );
}
