import type { CatalogueRoute } from '../platform/http/create-server.ts';
import type { SignedClient } from './signed-client.ts';

/**
 * Turns the route catalogue into concrete calls for the sweeps: every `/api/v1` route of a method, with its path
 * parameters filled from what the enterprise holds. `:type` takes each bill type given; `:id` (and the other id
 * parameters) takes the first row of the list route the path starts with (`/products/:id/price-history` → the first
 * of `GET /products`), or the ids the caller supplies for the route. A route whose parameters cannot be filled is
 * reported, not skipped silently.
 */
export interface RouteCall {
  /** `METHOD /api/v1/...` as the catalogue has it. */
  route: string;
  method: string;
  path: string;
  /** The parameters came from `fallback`, not from a row the lists showed. */
  fromFallback?: boolean;
}

export interface ParamSources {
  /** Bill types with their ids: `/bills/:type` and `/bills/:type/:id` take each. */
  bills: Record<string, number[]>;
  /**
   * Fixed values for a route (key `METHOD /api/v1/...`): each entry is one call's path parameters, and under `?` its
   * query string (routes whose list needs a partner, a product or a period).
   */
  fixed?: Record<string, Array<Record<string, string | number>>>;
  /** Values for parameters nothing else fills (the tenant matrix fills every parameter with some id of the victim). */
  fallback?: Record<string, string | number>;
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The first id of a list route (`page_size=1`), or undefined when the list is empty or refused. */
export async function firstIdOf(client: SignedClient, listPath: string): Promise<number | undefined> {
  const res = await client.get(`${listPath}${listPath.includes('?') ? '&' : '?'}page_size=1`);
  const row = res.data?.list?.[0] ?? (Array.isArray(res.data) ? res.data[0] : undefined);
  return typeof row?.id === 'number' ? row.id : undefined;
}

export async function routeCalls(client: SignedClient, routes: CatalogueRoute[], sources: ParamSources): Promise<{ calls: RouteCall[]; unresolved: string[] }> {
  const calls: RouteCall[] = [];
  const unresolved: string[] = [];
  const firstIds = new Map<string, number | undefined>();
  const cachedFirstId = async (listPath: string) => {
    if (!firstIds.has(listPath)) firstIds.set(listPath, await firstIdOf(client, listPath));
    return firstIds.get(listPath);
  };
  for (const r of routes) {
    const url = r.url.replace(/^\/api\/v1/, '');
    const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const fill = (values: Record<string, string | number>) =>
      url.replace(/:(\w+)/g, (_, p: string) => String(values[p])) + (values['?'] !== undefined ? `?${values['?']}` : '');
    const fixed = sources.fixed?.[key(r)];
    if (fixed) { for (const values of fixed) calls.push({ route: key(r), method: r.method, path: fill(values) }); continue; }
    if (params.length === 0) { calls.push({ route: key(r), method: r.method, path: url }); continue; }
    if (params.includes('type') && url.startsWith('/bills/')) {
      for (const [type, ids] of Object.entries(sources.bills)) {
        if (!params.includes('id')) calls.push({ route: key(r), method: r.method, path: fill({ type }) });
        else for (const id of ids) calls.push({ route: key(r), method: r.method, path: fill({ type, id }) });
      }
      continue;
    }
    if (params.length === 1 && params[0] === 'id') {
      const listPath = url.slice(0, url.indexOf('/:id'));
      const id = await cachedFirstId(listPath);
      if (id !== undefined) { calls.push({ route: key(r), method: r.method, path: fill({ id }) }); continue; }
    }
    if (sources.fallback && params.every((p) => p in sources.fallback!)) { calls.push({ route: key(r), method: r.method, path: fill(sources.fallback), fromFallback: true }); continue; }
    unresolved.push(key(r));
  }
  return { calls, unresolved };
}
