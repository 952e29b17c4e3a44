import { VoucherListScreen } from './voucher-list.tsx';

/** 凭证审核 (check centre): unaudited vouchers to audit one by one or in a batch, and audited ones to unaudit. */
export default function VoucherCheckPage() {
  return <VoucherListScreen mode="check" />;
}
