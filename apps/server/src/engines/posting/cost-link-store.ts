import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { isCostLinkKind, type CostLink, type LinkSource } from './cost-links.ts';

/** A link to write: the target movement and what it is valued from. */
export interface NewLink extends CostLink {
  targetId: string;
}

/** A stored link with its sources as they stand in the ledger now. */
export interface LoadedLink {
  link: CostLink;
  sources: Array<LinkSource & { id: string }>;
}

/** A movement valued by a link, where it sits in its ledger. */
export interface LinkedTarget {
  id: string;
  productId: number;
  warehouseId: number;
  date: string;
  seq: number;
}

const direction = (d: number) => (d === 1 ? ('in' as const) : ('out' as const));

/** Writes links and flags their targets (cost_linked) and sources (cost_feeds). */
export async function recordLinks(tx: Kysely<DB>, enterpriseId: number, links: NewLink[]): Promise<void> {
  if (!links.length) return;
  await tx.insertInto('stock_cost_link').values(links.map((l) => ({
    enterprise_id: enterpriseId, target_id: l.targetId, kind: l.kind, source_ids: l.sourceIds, weights: l.weights, part: l.part,
  }))).execute();
  const pairs = links.flatMap((l) => l.sourceIds.map((s) => [s, l.targetId] as const));
  await sql`INSERT INTO stock_cost_link_source (enterprise_id, source_id, target_id)
    SELECT ${enterpriseId}, s, t FROM unnest(${pairs.map((p) => p[0])}::bigint[], ${pairs.map((p) => p[1])}::bigint[]) AS v (s, t)
    ON CONFLICT DO NOTHING`.execute(tx);
  await sql`UPDATE stock_move SET cost_linked = true WHERE enterprise_id = ${enterpriseId} AND id = ANY(${links.map((l) => l.targetId)}::bigint[])`.execute(tx);
  await sql`UPDATE stock_move SET cost_feeds = true
    WHERE enterprise_id = ${enterpriseId} AND id = ANY(${[...new Set(pairs.map((p) => p[0]))]}::bigint[]) AND NOT cost_feeds`.execute(tx);
}

/** The links of the given targets, each with its sources' current quantities and amounts. */
export async function loadLinks(tx: Kysely<DB>, enterpriseId: number, targetIds: string[]): Promise<Map<string, LoadedLink>> {
  const loaded = new Map<string, LoadedLink>();
  if (!targetIds.length) return loaded;
  const { rows } = await sql<{ target_id: string; kind: string; weights: string[]; part: number; id: string; direction: number; qty: string; amount: string }>`
    SELECT l.target_id, l.kind, l.weights, l.part, m.id, m.direction, m.qty, m.amount
    FROM stock_cost_link l CROSS JOIN LATERAL unnest(l.source_ids) AS s (id)
    JOIN stock_move m ON m.enterprise_id = l.enterprise_id AND m.id = s.id
    WHERE l.enterprise_id = ${enterpriseId} AND l.target_id = ANY(${targetIds}::bigint[])
    ORDER BY l.target_id, m.id`.execute(tx);
  for (const r of rows) {
    if (!isCostLinkKind(r.kind)) throw new Error(`unknown cost link kind ${r.kind}`);
    let entry = loaded.get(r.target_id);
    if (!entry) {
      entry = { link: { kind: r.kind, sourceIds: [], weights: r.weights.map(String), part: r.part }, sources: [] };
      loaded.set(r.target_id, entry);
    }
    entry.link.sourceIds.push(r.id);
    entry.sources.push({ id: r.id, direction: direction(r.direction), qty: r.qty, amount: r.amount });
  }
  return loaded;
}

/** The movements valued by links from any of the given sources. */
export async function targetsOf(tx: Kysely<DB>, enterpriseId: number, sourceIds: string[]): Promise<LinkedTarget[]> {
  if (!sourceIds.length) return [];
  const { rows } = await sql<{ id: string; product_id: number; warehouse_id: number; move_date: string; seq: string }>`
    SELECT DISTINCT m.id, m.product_id, m.warehouse_id, m.move_date, m.seq
    FROM stock_cost_link_source s JOIN stock_move m ON m.enterprise_id = s.enterprise_id AND m.id = s.target_id
    WHERE s.enterprise_id = ${enterpriseId} AND s.source_id = ANY(${sourceIds}::bigint[])`.execute(tx);
  return rows.map((r) => ({ id: r.id, productId: r.product_id, warehouseId: r.warehouse_id, date: r.move_date, seq: Number(r.seq) }));
}

/**
 * The live movements (neither reversed nor reversals) of the given document lines, by line: the sources of a return.
 * Found through the line's document, whose index the ledger has.
 */
export async function lineMoves(tx: Kysely<DB>, enterpriseId: number, lineIds: number[]): Promise<Map<number, Array<LinkSource & { id: string; date: string }>>> {
  const byLine = new Map<number, Array<LinkSource & { id: string; date: string }>>();
  if (!lineIds.length) return byLine;
  const { rows } = await sql<{ line_id: number; id: string; direction: number; qty: string; amount: string; move_date: string }>`
    SELECT l.id AS line_id, m.id, m.direction, m.qty, m.amount, m.move_date
    FROM bill_line l JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
    JOIN stock_move m ON m.enterprise_id = l.enterprise_id AND m.bill_type = b.type AND m.bill_id = b.id AND m.bill_line_id = l.id
    WHERE l.enterprise_id = ${enterpriseId} AND l.id = ANY(${lineIds}::int[]) AND m.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM stock_move r WHERE r.enterprise_id = m.enterprise_id AND r.reverses_id = m.id)
    ORDER BY m.id`.execute(tx);
  for (const r of rows) {
    const list = byLine.get(r.line_id) ?? [];
    list.push({ id: r.id, direction: direction(r.direction), qty: r.qty, amount: r.amount, date: r.move_date });
    byLine.set(r.line_id, list);
  }
  return byLine;
}
