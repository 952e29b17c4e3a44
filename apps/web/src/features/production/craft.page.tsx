import { resourceByName } from '@zf/shared';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { ResourcePage, useLanguage } from '../../engines/resource/index.ts';

const parts = ['routings', 'routing-steps'] as const;

/** 工艺路线 (craft): the routings, and their ordered steps (one row per step, as BOM rows are), on the craft page's rights. */
export default function CraftPage() {
  const language = useLanguage();
  const [tab, setTab] = useState<(typeof parts)[number]>('routings');
  return (
    <Card variant="borderless">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as (typeof parts)[number])}
        items={parts.map((name) => ({ key: name, label: resourceByName(name)?.label[language] ?? name, children: <ResourcePage bare name={name} page="craft" /> }))} />
    </Card>
  );
}
