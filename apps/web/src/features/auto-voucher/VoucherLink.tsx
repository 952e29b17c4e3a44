import { findPage, routePath } from '@zf/shared';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/stores/permission.store.ts';

/** The route that opens a voucher: the voucher list page with ?voucher_id= (that page opens it). */
export function voucherHref(id: number): string | undefined {
  const page = findPage('voucherList');
  return page ? `${routePath(page)}?voucher_id=${String(id)}` : undefined;
}

/** A voucher number (记-0001) that opens the voucher when the user may open the voucher list, plain text otherwise. */
export function VoucherLink({ id, no }: { id: number | null | undefined; no: string | null | undefined }) {
  const navigate = useNavigate();
  const mayOpen = usePermission((s) => !!s.permissionAll.voucherList);
  if (!no) return null;
  const href = id ? voucherHref(id) : undefined;
  if (!href || !mayOpen) return <>{no}</>;
  return (
    <Typography.Link href={href} data-testid="voucher-link" onClick={(e) => { e.preventDefault(); e.stopPropagation(); void navigate(href); }}>{no}</Typography.Link>
  );
}
