import type { JoinRequestList, PermissionGroupList, StaffInvitationList, StaffInviteResult, StaffList, StaffRow } from '@zf/shared';
import { saveQuiet } from '../../engines/resource/index.ts';
import { api } from '../../request/index.ts';

/*
 * The answers, as the server's contract (packages/shared contract/org.contract.ts, permission.contract.ts) gives them.
 * A staff row lacks the fields the staff page's column rights withhold; its `version` is sent back with the edit.
 */
export type { StaffRow, StaffInvitation as Invitation, JoinRequest } from '@zf/shared';
/** A permission group as GET /permission-groups lists it; `version` covers the name and remark (the page rights have their own). */
export type { PermissionGroupRow as PermissionGroup } from '@zf/shared';
export interface StaffForm {
  phone?: string;
  name: string;
  sex: number;
  department_id?: number;
  position_id?: number;
  account_type?: 1 | 2;
  permission_group_id?: number | null;
  remark: string;
  version?: number;
}

export const staffKey = '/employees';
export const groupsKey = '/permission-groups';

export const staffApi = {
  list: (params: Record<string, unknown>, signal?: AbortSignal) => api.get<StaffList>(staffKey, params, { signal }),
  invite: (body: StaffForm) => api.post<StaffInviteResult>(`${staffKey}/invite`, body, { quiet: [4220] }),
  update: (id: number, body: Partial<StaffForm>) => api.put(`${staffKey}/${id}`, body, { quiet: saveQuiet }),
  get: (id: number) => api.get<StaffRow>(`${staffKey}/${id}`),
  setStatus: (ids: number[], status: 0 | 1) => api.post(`${staffKey}/status`, { ids, status }),
  invitations: () => api.get<StaffInvitationList>(`${staffKey}/invitations`),
  cancelInvitation: (id: number) => api.delete(`${staffKey}/invitations/${id}`),
  /** Admin only; anyone else gets 4003, which the page treats as "no tab". */
  joinRequests: () => api.get<JoinRequestList>('/enterprise/join-requests', { page: 1, page_size: 100 }, { quiet: [4003] }),
  decide: (id: number, approve: boolean) => api.post(`/enterprise/join-requests/${id}/${approve ? 'approve' : 'reject'}`),
  groups: () => api.get<PermissionGroupList>(groupsKey, { page: 1, page_size: 200 }, { quiet: [4003] }),
};
