import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface ShareLink { enterpriseId: number; id: number; kind: 'bill' | 'statement'; params: Record<string, unknown> }

/** A new link: the token is answered once (only its hash is kept). */
export async function createShare(db: Kysely<DB>, enterpriseId: number, employeeId: number, kind: ShareLink['kind'], params: object, expiresAt: number) {
  const secret = randomBytes(24).toString('base64url');
  const row = await db.insertInto('share_link')
    .values({ enterprise_id: enterpriseId, token_hash: hash(secret), kind, params: JSON.stringify(params), created_by: employeeId, create_time: nowSeconds(), expires_at: expiresAt })
    .returning('id').executeTakeFirstOrThrow();
  return { id: row.id, token: `${enterpriseId}.${secret}`, expires_at: expiresAt };
}

/** The live link a token names (not revoked, not expired), or undefined. */
export async function resolveShare(typed: Kysely<DB>, token: string): Promise<ShareLink | undefined> {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{16,64})$/.exec(token);
  if (!match) return undefined;
  const enterpriseId = Number(match[1]);
  const { rows: [row] } = await sql<{ id: number; kind: ShareLink['kind']; params: Record<string, unknown> | string }>`
    SELECT id, kind, params FROM share_link
    WHERE enterprise_id = ${enterpriseId} AND token_hash = ${hash(match[2]!)} AND revoked_time IS NULL AND expires_at > ${nowSeconds()}`.execute(typed);
  if (!row) return undefined;
  return { enterpriseId, id: row.id, kind: row.kind, params: typeof row.params === 'string' ? JSON.parse(row.params) as Record<string, unknown> : row.params };
}

/**
 * A new token for a live link (re-issue, 重新生成链接): the list can show no URL because only the token's hash is kept,
 * so whoever needs the link again gets a fresh one — same content, same expiry — and the old URL stops opening.
 * Only a link `createdBy` made, when given; undefined when there is no live link.
 */
export async function reissueShare(db: Kysely<DB>, enterpriseId: number, id: number, createdBy?: number) {
  const secret = randomBytes(24).toString('base64url');
  let q = db.updateTable('share_link').set({ token_hash: hash(secret) })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).where('revoked_time', 'is', null).where('expires_at', '>', nowSeconds());
  if (createdBy !== undefined) q = q.where('created_by', '=', createdBy);
  const row = await q.returning('expires_at').executeTakeFirst();
  return row && { id, token: `${enterpriseId}.${secret}`, expires_at: Number(row.expires_at) };
}

/** Ends a link of this enterprise at once (only one `createdBy` made, when given); false when there is none. */
export async function revokeShare(db: Kysely<DB>, enterpriseId: number, id: number, createdBy?: number): Promise<boolean> {
  let q = db.updateTable('share_link').set({ revoked_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).where('revoked_time', 'is', null);
  if (createdBy !== undefined) q = q.where('created_by', '=', createdBy);
  const done = await q.executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export interface ShareRow {
  id: number; kind: ShareLink['kind']; params: Record<string, unknown>; created_by: number; creator_name: string; create_time: number; expires_at: number;
  revoked_time: number | null; status: 'live' | 'expired' | 'revoked'; bill_sn: string; partner_name: string;
}

/**
 * The enterprise's links of one kind, newest first (the personal centre's bill share and partner share pages): what
 * each shows (the bill's number, the partner's name), who made it, and whether it still opens. The token itself
 * is never answered again (only its hash is kept).
 */
export async function listShares(db: Kysely<DB>, enterpriseId: number, kind: ShareLink['kind'], page: number, pageSize: number): Promise<{ list: ShareRow[]; total: number }> {
  const now = nowSeconds();
  const { rows: [count] } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM share_link WHERE enterprise_id = ${enterpriseId} AND kind = ${kind}`.execute(db);
  const { rows } = await sql<Omit<ShareRow, 'status' | 'params'> & { params: Record<string, unknown> | string }>`
    SELECT s.id, s.kind, s.params, s.created_by, coalesce(e.name, '') AS creator_name, s.create_time::integer AS create_time, s.expires_at::integer AS expires_at,
      s.revoked_time::integer AS revoked_time, coalesce(b.bill_sn, '') AS bill_sn, coalesce(p.name, '') AS partner_name
    FROM share_link s
    LEFT JOIN employee e ON e.enterprise_id = s.enterprise_id AND e.id = s.created_by
    LEFT JOIN bill b ON s.kind = 'bill' AND b.enterprise_id = s.enterprise_id AND b.id = (s.params->>'bill_id')::integer
    LEFT JOIN partner p ON p.enterprise_id = s.enterprise_id AND p.id = coalesce((s.params->>'partner_id')::integer, b.partner_id)
    WHERE s.enterprise_id = ${enterpriseId} AND s.kind = ${kind}
    ORDER BY s.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db);
  return {
    total: count?.n ?? 0,
    list: rows.map((r) => ({
      ...r, params: typeof r.params === 'string' ? JSON.parse(r.params) as Record<string, unknown> : r.params,
      status: r.revoked_time ? 'revoked' : Number(r.expires_at) <= now ? 'expired' : 'live',
    })),
  };
}
