import { ResourceTabs } from '../../engines/resource/index.ts';

/** 保养项目: the maintenance items, and their spare parts as product rows (what a plan's bill issues), on the item page's rights. */
export default function MaintainProjectPage() {
  return <ResourceTabs names={['maintenance-projects', 'maintenance-project-parts']} page="maintainProject" />;
}
