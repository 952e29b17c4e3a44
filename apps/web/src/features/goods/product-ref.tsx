import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { resourceApi, type ResourceRecord } from '../../engines/resource/index.ts';

/*
 * Product refs read by code as well as name. A list row carries only the product's name (`<ref>_name`), and products
 * often share one (three gear pumps called 齿轮泵), so cells look the codes up: every cell rendered in the same tick
 * joins one request `GET /products?ids=…` (the catalog's `ids` list filter) instead of one request per row.
 */

type Waiter = (code: string) => void;
let waiting = new Map<number, Waiter[]>();
let scheduled = false;
const perRequest = 500;

async function flush(): Promise<void> {
  const batch = waiting;
  waiting = new Map();
  scheduled = false;
  const codes = new Map<number, string>();
  const ids = [...batch.keys()];
  try {
    for (let i = 0; i < ids.length; i += perRequest) {
      const page = await resourceApi('products').list({ ids: ids.slice(i, i + perRequest).join(','), page: 1, page_size: perRequest }, undefined, [4003]);
      for (const p of page.list) codes.set(p.id, String(p.code ?? ''));
    }
  } catch {
    // Without the product page (4003) the names alone show; nothing to tell the user.
  }
  for (const [id, waiters] of batch) for (const done of waiters) done(codes.get(id) ?? '');
}

function productCode(id: number): Promise<string> {
  return new Promise((resolve) => {
    waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  });
}

/**
 * A product ref in a list cell: its code (small, grey) above its name, so a narrow ref column breaks between the two
 * rather than inside a name.
 */
export function ProductRef({ id, name }: { id: unknown; name: unknown }) {
  const productId = Number(id);
  const code = useQuery({ queryKey: ['product-code', productId], queryFn: () => productCode(productId), enabled: productId > 0, staleTime: 60_000 });
  return (
    <div>
      {code.data ? <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{code.data}</Typography.Text> : null}
      {String(name ?? '')}
    </div>
  );
}

/** A product as a choice in a select: code, name and specification, the way a planner tells parts apart. */
export const productChoice = (r: ResourceRecord): string => [r.code, r.name, r.spec].map((v) => String(v ?? '')).filter(Boolean).join(' ');
