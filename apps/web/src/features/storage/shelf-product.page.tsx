import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMenuRoutesByName } from '../../app/menu/use-menu-route.ts';
import { listAll, ResourcePage, type ResourceRecord } from '../../engines/resource/index.ts';
import { shelfLabel, shelfOption } from './shelf-label.ts';

/**
 * Shelf products (shelfProduct): which products are kept on which shelf. A shelf product has no warehouse of its
 * own, so the list is narrowed by warehouse through the server's list filter and each shelf reads with its
 * warehouse, looked up once from the shelves (an enterprise has hundreds of them, not millions).
 */
export default function ShelfProductPage() {
  const { t } = useTranslation('storage');
  const navigate = useNavigate();
  const importPath = useMenuRoutesByName().get('shelfProductImport')?.path;
  const shelves = useQuery({ queryKey: ['ref', 'shelves', 'all'], queryFn: ({ signal }) => listAll('shelves', {}, signal, [4003]), staleTime: 30_000 });
  const warehouseOf = useMemo(() => new Map((shelves.data ?? []).map((s) => [s.id, s.warehouse_name])), [shelves.data]);
  return (
    <ResourcePage
      name="shelf-products"
      header={importPath && (
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <Button icon={<UploadOutlined />} onClick={() => void navigate(importPath)} data-testid="open-shelf-product-import">{t('import.title')}</Button>
        </Flex>
      )}
      extraFilters={[{ key: 'warehouse_id', label: { 'zh-CN': '仓库', 'en-US': 'Warehouse' }, resource: 'warehouses' }]}
      optionLabels={{ shelf_id: shelfOption, product_id: (r: ResourceRecord) => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim() }}
      cells={{ shelf_id: (rec) => shelfLabel(warehouseOf.get(Number(rec.shelf_id)), rec.shelf_name) }}
    />
  );
}
