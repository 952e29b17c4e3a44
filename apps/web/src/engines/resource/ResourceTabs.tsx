import { resourceByName } from '@zf/shared';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { ResourcePage } from './ResourcePage.tsx';
import { useLanguage } from './labels.ts';

/**
 * A page of a parent resource and its rows in tabs (routings and their steps on craft, schemes and their items on
 * the quality scheme page), each tab the resource's own list on the page's rights.
 */
export function ResourceTabs({ names, page }: { names: readonly string[]; page: string }) {
  const language = useLanguage();
  const [tab, setTab] = useState(names[0]!);
  return (
    <Card variant="borderless">
      <Tabs activeKey={tab} onChange={setTab}
        items={names.map((name) => ({ key: name, label: resourceByName(name)?.label[language] ?? name, children: <ResourcePage bare name={name} page={page} /> }))} />
    </Card>
  );
}
