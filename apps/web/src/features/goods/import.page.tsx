import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { bomResource, productResource } from '@zf/shared';
import { Auth } from '../../engines/permission/Auth.tsx';
import { ImportPanel, resourceImport, useLanguage, type ImportTarget } from '../../engines/resource/index.ts';

/** A page that is one import (product import, vehicle product import), behind the page's "import" function code. */
function ImportPage({ title, page, code, target, hint }: { title: string; page: string; code: string; target: ImportTarget; hint?: string }) {
  const { t } = useTranslation('goods');
  return (
    <Card title={title} variant="borderless">
      <div style={{ maxWidth: 760 }}>
        <Auth page={page} code={code} fallback={<Empty description={t('import.noRight')} />}>
          {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
          <ImportPanel target={target} />
        </Auth>
      </div>
    </Card>
  );
}

/** Product import (goodsImport): the products workbook; a row with an ID updates that product, one without creates. */
export function ProductImportPage() {
  const { t } = useTranslation('goods');
  const language = useLanguage();
  return <ImportPage title={t('import.products')} page="goodsImport" code="goods_import_run" target={resourceImport(productResource, productResource.label[language])} />;
}

/** Vehicle product import (vehicleGoodsImport): which product fits which vehicle model, by product code and model. */
export function VehicleProductImportPage() {
  const { t } = useTranslation('goods');
  return (
    <ImportPage
      title={t('import.fitment')}
      page="vehicleGoodsImport"
      code="vehicle_goods_import_run"
      target={{ templatePath: '/vehicle-fitment/import-template', importPath: '/vehicle-fitment/import', templateName: t('import.fitmentTemplate') }}
    />
  );
}

/**
 * BOM import (bomImport): the bills-of-materials workbook, the same import as the BOM list's, behind this page's
 * own code. A row with an ID updates that BOM row, one without adds a component to a finished product.
 */
export function BomImportPage() {
  const { t } = useTranslation('goods');
  const language = useLanguage();
  return <ImportPage title={t('import.bom')} hint={t('import.bomHint')} page="bomImport" code="bom_import_run" target={resourceImport(bomResource, bomResource.label[language])} />;
}
