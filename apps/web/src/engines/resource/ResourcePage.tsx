import { Card, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { resourceByName } from '@zf/shared';
import { PageRights } from '../permission/Auth.tsx';
import { useLanguage, useResourceText } from './labels.ts';
import { rightsOf } from './resource-rights.ts';
import { ResourceTable, type ResourceTableProps } from './ResourceTable.tsx';

export interface ResourcePageProps extends Partial<Omit<ResourceTableProps, 'resource' | 'view'>> {
  /** The definition's name in @zf/shared (`brands`, `products` …). */
  name: string;
  /** 'both': list and recycle-bin tabs (recycle resources); 'live' or 'recycle' alone (the product recycle-bin page). */
  views?: 'both' | 'live' | 'recycle';
  /** The permission-tree page whose buttons and columns apply (default: the definition's). */
  page?: string;
  title?: ReactNode;
  /** Shown above the list (a summary, a hint, the parent record of a detail list). */
  header?: ReactNode;
  /** Without the card, for a resource shown in a tab of a bigger screen (vehicle brands, ranges, models). */
  bare?: boolean;
}

/**
 * A master-data screen from its shared definition: list with search, filters, sort, paging, column settings and
 * column rights, the generated form, Excel import/export and, for recycle resources, the recycle bin tab.
 * A feature page is usually just `<ResourcePage name="brands" />` plus what is special about it.
 */
export function ResourcePage({ name, views = 'both', page, title, header, bare, fixed = {}, screen, ...rest }: ResourcePageProps) {
  const resource = resourceByName(name);
  const t = useResourceText();
  const language = useLanguage();
  const [tab, setTab] = useState<'live' | 'recycle'>(views === 'recycle' ? 'recycle' : 'live');
  if (!resource) throw new Error(`No resource definition named ${name}`);
  const rightsPage = page ?? rightsOf(resource, fixed).page;
  const table = (view: 'live' | 'recycle') => (
    <ResourceTable key={view} resource={resource} view={view} fixed={fixed} screen={screen ?? resource.name} {...rest} />
  );
  const withBin = views === 'both' && resource.deleteMode === 'recycle';
  const body = (
    <>
      {header}
      {withBin ? (
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as 'live' | 'recycle')}
          destroyOnHidden
          items={[
            { key: 'live', label: t('tabs.list'), children: table('live') },
            { key: 'recycle', label: t('tabs.recycle'), children: table('recycle') },
          ]}
        />
      ) : (
        table(views === 'recycle' ? 'recycle' : 'live')
      )}
    </>
  );
  return (
    <PageRights page={rightsPage}>
      {bare ? (
        <div data-testid={`resource-page-${name}`}>{body}</div>
      ) : (
        <Card title={title ?? resource.label[language]} variant="borderless" data-testid={`resource-page-${name}`}>{body}</Card>
      )}
    </PageRights>
  );
}
