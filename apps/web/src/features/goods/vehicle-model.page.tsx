import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { resourceByName } from '@zf/shared';
import { ResourcePage, useLanguage } from '../../engines/resource/index.ts';

const levels = ['vehicle-brands', 'vehicle-ranges', 'vehicle-models'] as const;

/**
 * The vehicle catalogue (vehicleModel): brand → range → model, one tab per level, all on the vehicle-model page's
 * rights. Products are fitted to models in the product form and found by model in the product list.
 */
export default function VehicleModelPage() {
  const language = useLanguage();
  const [tab, setTab] = useState<(typeof levels)[number]>('vehicle-brands');
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as (typeof levels)[number])}
        items={levels.map((name) => ({
          key: name,
          label: resourceByName(name)?.label[language] ?? name,
          children: <ResourcePage bare name={name} />,
        }))}
      />
    </Card>
  );
}
