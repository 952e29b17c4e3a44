import { ResourceTabs } from '../../engines/resource/index.ts';

/** 质检方案: the schemes, and their check items (one row per item), on the scheme page's rights. */
export default function SchemePage() {
  return <ResourceTabs names={['quality-schemes', 'quality-scheme-items']} page="qualityScheme" />;
}
