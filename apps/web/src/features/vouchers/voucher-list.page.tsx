import { VoucherListScreen } from './voucher-list.tsx';

/** 记账凭证: the vouchers of the enterprise, their entry, audit, posting, reversal, import, export and print. */
export default function VoucherListPage() {
  return <VoucherListScreen mode="list" />;
}
