import { ParentTitle, ResourcePage } from '../../engines/resource/index.ts';
import { useParentId } from '../../engines/resource/use-parent-link.ts';

/** Values of one attribute (hidden page attributeValue, opened from the attribute list with ?attribute_id=). */
export default function AttributeValuePage() {
  const attributeId = useParentId('attribute_id');
  return (
    <ResourcePage
      name="product-attribute-values"
      fixed={attributeId ? { attribute_id: attributeId } : {}}
      title={attributeId ? <ParentTitle resource="product-attributes" id={attributeId} child="product-attribute-values" /> : undefined}
    />
  );
}
