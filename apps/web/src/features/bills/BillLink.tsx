import { billMetaOf, findPage, routePath } from '@zf/shared';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/stores/permission.store.ts';

/** The route that shows one bill (its type's page with ?id=), or undefined for a type without a page. */
export function billHref(type: string, id: number | string): string | undefined {
  const meta = billMetaOf(type);
  const page = meta && findPage(meta.page);
  return page ? `${routePath(page)}?id=${String(id)}` : undefined;
}

/**
 * A bill number that opens the bill (stock ledgers, partner statements): a link when the user may open the type's
 * page, plain text otherwise. The click stays on the link, so a clickable row around it does not also fire.
 */
export function BillLink({ type, id, sn }: { type: string; id: number | string | null | undefined; sn: string }) {
  const navigate = useNavigate();
  const page = billMetaOf(type)?.page;
  const mayOpen = usePermission((s) => (page ? !!s.permissionAll[page] : false));
  const href = id ? billHref(type, id) : undefined;
  if (!href || !mayOpen) return <>{sn}</>;
  return (
    <Typography.Link href={href} data-testid="bill-link"
      onClick={(e) => { e.preventDefault(); e.stopPropagation(); void navigate(href); }}>{sn}</Typography.Link>
  );
}
