import { ResourceTabs } from '../../engines/resource/index.ts';

/** 工艺路线 (craft): the routings, and their ordered steps (one row per step, as BOM rows are), on the craft page's rights. */
export default function CraftPage() {
  return <ResourceTabs names={['routings', 'routing-steps']} page="craft" />;
}
