import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartnerType } from '@zf/shared';
import { ResourcePage } from '../../engines/resource/index.ts';
import { useOpenDetail } from '../../engines/resource/use-parent-link.ts';

/**
 * My customers / my suppliers: the partners resource with its type fixed. The rights follow the type (customer_*
 * on the customer page, supplier_* on the supplier page), and each row opens its contacts and its serial numbers.
 */
function PartnerList({ type, page }: { type: number; page: string }) {
  const { t } = useTranslation('partner');
  const openContacts = useOpenDetail('contactList', 'partner_id');
  const openSerials = useOpenDetail('partnerGoodsSerial', 'partner_id');
  return (
    <ResourcePage
      name="partners"
      title={t(type === PartnerType.customer ? 'customers' : 'suppliers')}
      page={page}
      fixed={{ type }}
      screen={`partners:${type}`}
      rowActions={(rec) => (
        <Space size={4}>
          {openContacts && <Typography.Link onClick={() => openContacts(rec.id)}>{t('contacts')}</Typography.Link>}
          {openSerials && <Typography.Link onClick={() => openSerials(rec.id)}>{t('serials')}</Typography.Link>}
        </Space>
      )}
    />
  );
}

export const CustomerListPage = () => <PartnerList type={PartnerType.customer} page="customerList" />;
export const SupplierListPage = () => <PartnerList type={PartnerType.supplier} page="supplierList" />;
