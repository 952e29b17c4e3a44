import { ParentTitle, ResourcePage } from '../../engines/resource/index.ts';
import { useParentId } from '../../engines/resource/use-parent-link.ts';

/** Contacts of one partner (hidden page contactList, opened from the customer or supplier list with ?partner_id=). */
export default function ContactListPage() {
  const partnerId = useParentId('partner_id');
  return (
    <ResourcePage
      name="partner-contacts"
      fixed={partnerId ? { partner_id: partnerId } : {}}
      title={partnerId ? <ParentTitle resource="partners" id={partnerId} child="partner-contacts" /> : undefined}
    />
  );
}
