import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleCatalogue, VehicleCatalogueBrand } from '@zf/shared';
import { api } from '../../request/index.ts';

/** The model picked in the tree, with the words that place it ("大众 朗逸 2019款 1.5L"). */
export interface PickedModel { id: number; title: string }

export const catalogueKey = ['/vehicle-association/catalogue'];

const matches = (text: string, filter: string) => !filter || text.toLowerCase().includes(filter.toLowerCase());

/** The tree's nodes; a filter keeps a model when it or its range or brand matches, and opens what it keeps. */
function treeOf(brands: VehicleCatalogueBrand[], filter: string, productsLabel: (n: number) => string) {
  const open: string[] = [];
  const nodes: TreeDataNode[] = [];
  for (const b of brands) {
    const brandHit = matches(`${b.initial} ${b.name}`, filter);
    const ranges: TreeDataNode[] = [];
    for (const r of b.ranges) {
      const rangeHit = brandHit || matches(r.name, filter);
      const models = r.models
        .filter((m) => rangeHit || matches(`${m.name} ${m.engine}`, filter))
        .map((m) => ({ key: `m-${m.id}`, isLeaf: true, title: `${m.name}${m.products ? `（${productsLabel(m.products)}）` : ''}` }));
      if (!rangeHit && !models.length) continue;
      ranges.push({ key: `r-${r.id}`, title: r.name, selectable: false, children: models });
      if (filter) open.push(`r-${r.id}`);
    }
    if (!brandHit && !ranges.length) continue;
    nodes.push({ key: `b-${b.id}`, title: b.initial ? `${b.initial} · ${b.name}` : b.name, selectable: false, children: ranges });
    if (filter) open.push(`b-${b.id}`);
  }
  return { nodes, open };
}

/** Brand → range → model as one tree with a filter box; choosing a model reports it with its full name. */
export function VehicleCatalogueTree({ value, onPick }: { value?: number; onPick(model: PickedModel): void }) {
  const { t } = useTranslation('goods');
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<React.Key[]>([]);
  const catalogue = useQuery({
    queryKey: catalogueKey,
    queryFn: ({ signal }) => api.get<VehicleCatalogue>('/vehicle-association/catalogue', {}, { signal }),
  });
  const brands = useMemo(() => catalogue.data?.list ?? [], [catalogue.data]);
  const { nodes, open } = useMemo(() => treeOf(brands, filter.trim(), (n) => t('vehicleAssociation.productCount', { count: n })), [brands, filter, t]);
  const pick = (key: string) => {
    const id = Number(key.slice(2));
    for (const b of brands) for (const r of b.ranges) {
      const m = r.models.find((x) => x.id === id);
      if (m) onPick({ id, title: `${b.name} ${r.name} ${m.name}` });
    }
  };
  return (
    <div data-testid="vehicle-catalogue-tree">
      <Input.Search allowClear placeholder={t('vehicleAssociation.treeFilter')} onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 8 }} />
      <Spin spinning={catalogue.isFetching}>
        {nodes.length ? (
          <Tree
            blockNode
            treeData={nodes}
            expandedKeys={filter.trim() ? open : expanded}
            onExpand={(keys) => setExpanded(keys)}
            selectedKeys={value ? [`m-${value}`] : []}
            onSelect={(keys) => { if (keys[0]) pick(String(keys[0])); }}
            style={{ maxHeight: 'calc(100vh - 300px)', overflow: 'auto' }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('vehicleAssociation.noModels')} />
        )}
      </Spin>
    </div>
  );
}
