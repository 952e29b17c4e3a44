import { ParentTitle, ResourcePage } from '../../engines/resource/index.ts';
import { useParentId } from '../../engines/resource/use-parent-link.ts';

/** Attributes of one industry (hidden page industryAttribute, opened from the industry list with ?industry_id=). */
export default function IndustryAttributePage() {
  const industryId = useParentId('industry_id');
  return (
    <ResourcePage
      name="industry-attributes"
      fixed={industryId ? { industry_id: industryId } : {}}
      title={industryId ? <ParentTitle resource="industries" id={industryId} child="industry-attributes" /> : undefined}
    />
  );
}
