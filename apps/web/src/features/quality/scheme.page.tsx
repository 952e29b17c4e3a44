import { resourceByName } from '@zf/shared';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { ResourcePage, useLanguage } from '../../engines/resource/index.ts';

const parts = ['quality-schemes', 'quality-scheme-items'] as const;

/** 质检方案: the schemes, and their check items (one row per item), on the scheme page's rights. */
export default function SchemePage() {
  const language = useLanguage();
  const [tab, setTab] = useState<(typeof parts)[number]>('quality-schemes');
  return (
    <Card variant="borderless">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as (typeof parts)[number])}
        items={parts.map((name) => ({ key: name, label: resourceByName(name)?.label[language] ?? name, children: <ResourcePage bare name={name} page="qualityScheme" /> }))} />
    </Card>
  );
}
