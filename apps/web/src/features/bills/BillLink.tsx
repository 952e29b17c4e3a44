import { sourceHref, sourcePageOf } from '@zf/shared';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/stores/permission.store.ts';

/** The route that shows one bill (its type's page with ?id=; product costing's page on its period), or undefined for a type without a page. */
export function billHref(type: string, id: number | string, sn = ''): string | undefined {
  return sourceHref(type, id, sn);
}

/**
 * A bill number that opens the bill (stock ledgers, partner statements): a link when the user may open the type's
 * page, plain text otherwise. The click stays on the link, so a clickable row around it does not also fire.
 */
export function BillLink({ type, id, sn }: { type: string; id: number | string | null | undefined; sn: string }) {
  const navigate = useNavigate();
  const page = sourcePageOf(type);
  const mayOpen = usePermission((s) => (page ? !!s.permissionAll[page] : false));
  const href = id ? billHref(type, id, sn) : undefined;
  if (!href || !mayOpen) return <>{sn}</>;
  return (
    <Typography.Link href={href} data-testid="bill-link"
      onClick={(e) => { e.preventDefault(); e.stopPropagation(); void navigate(href); }}>{sn}</Typography.Link>
  );
}
