import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { registerUser, type Account } from './accounts.ts';
import type { SignedClient } from './signed-client.ts';

export interface EnterpriseFixture {
  enterpriseId: number;
  code: string;
  admin: Account;
}

/**
 * A new user who creates an enterprise through the API (and so acts in it as its admin). `type` 1 by default;
 * the name may repeat across fixtures: tenant isolation tests want overlapping data.
 */
export async function enterpriseWithAdmin(
  client: SignedClient,
  name = '测试企业',
  opts: { type?: 1 | 2; org_name?: string; alias_name?: string; adminName?: string } = {},
): Promise<EnterpriseFixture> {
  const admin = await registerUser(client, opts.adminName ?? '管理员');
  const res = await admin.client.post('/enterprises', { name, type: opts.type ?? 1, org_name: opts.org_name, alias_name: opts.alias_name });
  if (res.code !== 2000) throw new Error(`create enterprise failed: ${res.code} ${res.msg}`);
  const info = await admin.client.get('/enterprise/info');
  return { enterpriseId: res.data.enterprise_id, code: info.data.code, admin };
}

/** A new user who asks to join by code, is approved by the admin and selects the enterprise. */
export async function joinedMember(client: SignedClient, e: EnterpriseFixture, name = '员工'): Promise<Account & { employeeId: number }> {
  const member = await registerUser(client, name);
  const joined = await member.client.post('/enterprises/join', { code: e.code });
  if (joined.code !== 2000) throw new Error(`join failed: ${joined.code} ${joined.msg}`);
  const requests = await e.admin.client.get('/enterprise/join-requests?page_size=500');
  const request = requests.data.list.find((r: { user_id: number }) => r.user_id === member.userId);
  const approved = await e.admin.client.post(`/enterprise/join-requests/${request.id}/approve`);
  if (approved.code !== 2000) throw new Error(`approve failed: ${approved.code} ${approved.msg}`);
  const selected = await member.client.post('/enterprises/select', { enterprise_id: e.enterpriseId });
  if (selected.code !== 2000) throw new Error(`select failed: ${selected.code} ${selected.msg}`);
  return { ...member, employeeId: request.id };
}

/** The employee row of a user in an enterprise, as the database has it. */
export async function employeeRow(db: Kysely<DB>, enterpriseId: number, userId: number) {
  return db.selectFrom('employee').selectAll().where('enterprise_id', '=', enterpriseId).where('user_id', '=', userId).executeTakeFirst();
}
