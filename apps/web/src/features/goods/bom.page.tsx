import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bomResource } from '@zf/shared';
import { Auth } from '../../engines/permission/Auth.tsx';
import { ResourcePage, useLanguage, type ExtraFilter } from '../../engines/resource/index.ts';
import { BomCopyDialog } from './bom-copy-dialog.tsx';
import { ProductRef, productChoice } from './product-ref.tsx';

const { product_id: finished, component_id: component } = bomResource.fields;

/**
 * The finished product and component filters, offered by code and name: the definition leaves them to the screen
 * because the generic ref filter names products by name alone (the server's `product_id` / `component_id` list
 * filters answer them).
 */
const filters: ExtraFilter[] = [
  { key: 'product_id', label: finished.label, resource: 'products', optionLabel: productChoice },
  { key: 'component_id', label: component.label, resource: 'products', optionLabel: productChoice },
];

/**
 * Bills of materials (bomList): one row per finished product and component, grouped by finished product. Both
 * products read by code and name in the list, the filters and the form. Import and export are the engine's; the
 * BOM import page (bomImport) is the same import on a page of its own. Copying a BOM is this screen's own.
 */
export default function BomPage() {
  const { t } = useTranslation('goods');
  const language = useLanguage();
  const [copying, setCopying] = useState(false);
  return (
    <ResourcePage
      name={bomResource.name}
      // The copy button sits in the card's head, so the list keeps its first row for the search and filters.
      title={(
        <Flex justify="space-between" align="center" gap={8}>
          <span>{bomResource.label[language]}</span>
          <Auth code="bom_copy">
            <Button icon={<CopyOutlined />} onClick={() => setCopying(true)} data-testid="bom-copy">{t('bom.copyTitle')}</Button>
          </Auth>
        </Flex>
      )}
      header={<BomCopyDialog open={copying} onClose={() => setCopying(false)} />}
      extraFilters={filters}
      optionLabels={{ product_id: productChoice, component_id: productChoice }}
      cells={{
        product_id: (rec) => <ProductRef id={rec.product_id} name={rec.product_name} />,
        component_id: (rec) => <ProductRef id={rec.component_id} name={rec.component_name} />,
      }}
    />
  );
}
