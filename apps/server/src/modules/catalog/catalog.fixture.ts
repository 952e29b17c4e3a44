import type { SignedClient } from '../../testing/signed-client.ts';

/** Test helpers: master data made through the API, as a user would make it. */
export async function unitId(client: SignedClient, name: string): Promise<number> {
  const found = (await client.get(`/units?keyword=${encodeURIComponent(name)}&page_size=100`)).data.list.find((u: { name: string }) => u.name === name);
  if (found) return found.id;
  return created(client, '/units', { name });
}

/** POSTs a record and returns its id; fails loudly when the API refuses. */
export async function created(client: SignedClient, path: string, body: Record<string, unknown>): Promise<number> {
  const res = await client.post(path, body);
  if (res.code !== 2000) throw new Error(`POST ${path} ${JSON.stringify(body)} → ${res.code} ${res.msg} ${JSON.stringify(res.data)}`);
  return res.data.id;
}

let seq = 0;
/** A product with the given fields; code and unit default to something valid. */
export async function product(client: SignedClient, fields: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const unit = fields.unit_id ?? (await unitId(client, '个'));
  return created(client, '/products', { code: `T-${seq}`, name: `测试商品${seq}`, unit_id: unit, ...fields });
}
