import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOf, workerCount } from '../playwright.config.ts';
import { api, registerUser, useServer } from './api.ts';
import { earlyUsersFileOf, userWithEnterprise, type EarlyUsers } from './shell.ts';

/**
 * Runs once before the specs (the servers are up by then). Registers, on every worker's server, the users whose
 * tests need a second SMS: the server sends one code a minute per phone, so they are made now, while the first specs
 * run, instead of making those tests wait for the next minute.
 */
export default async function globalSetup(): Promise<void> {
  // One server after the other: the helpers talk to one server at a time (useServer).
  for (let n = 0; n < workerCount; n += 1) await earlyUsersOn(portOf(n));
}

async function earlyUsersOn(port: number): Promise<void> {
  useServer(`http://127.0.0.1:${port}`);
  const [resetUser, admin, member] = await Promise.all([
    registerUser({ name: '忘记密码' }),
    userWithEnterprise('老管理员', '转让测试有限公司'),
    registerUser({ name: '接班人' }),
  ]);
  // Taken after the registrations: their SMS went out before this instant, so the next minute window after it is
  // free for each of them (taken before, a code sent just after a minute boundary shared the window waited for).
  const registeredAt = Date.now();
  const joined = await api('POST', '/enterprises/join', { code: admin.code }, member.token);
  if (joined.code !== 2000) throw new Error(`join: ${joined.code} ${joined.msg}`);
  const requests = await api<{ list: Array<{ id: number; name: string }> }>('GET', '/enterprise/join-requests', undefined, admin.session.token);
  const request = requests.data.list.find((r) => r.name === member.name);
  const approved = await api('POST', `/enterprise/join-requests/${request!.id}/approve`, {}, admin.session.token);
  if (approved.code !== 2000) throw new Error(`approve: ${approved.code} ${approved.msg}`);

  const users: EarlyUsers = {
    resetUser: { ...resetUser, registeredAt },
    transferAdmin: { ...admin, registeredAt, member: { ...member, employeeName: member.name } },
  };
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..', earlyUsersFileOf(port));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(users));
}
