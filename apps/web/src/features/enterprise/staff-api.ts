import { saveQuiet } from '../../engines/resource/index.ts';
import { api } from '../../request/index.ts';

/** GET /employees rows (fields the staff page's column rights withhold are simply absent). */
export interface StaffRow {
  id: number;
  name: string;
  phone?: string;
  sex?: number;
  department_id?: number;
  department_name?: string;
  position_id?: number;
  job_name?: string;
  account_type?: number;
  status?: number;
  is_admin?: boolean;
  permission_group_id?: number | null;
  permission_group_name?: string;
  remark?: string;
  create_time?: number;
  /** Record version: sent back with the edit; a stale one is refused (4090) and the dialog offers to reload. */
  version?: number;
}
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
export interface PermissionGroup {
  id: number;
  name: string;
  remark: string;
  is_system: number;
  employee_count: number;
  /** The built-in administrators: every page, function and column, whatever pages are stored (when the server says so). */
  grants_all?: number | boolean;
  /** Version of the name and remark (the page rights have their own). */
  version?: number;
}
export interface Invitation { id: number; phone: string; name: string; invited_by_name: string; create_time: number }
export interface JoinRequest { id: number; name: string; phone: string; code: string; create_time: number }

export const staffKey = '/employees';
export const groupsKey = '/permission-groups';

export const staffApi = {
  list: (params: Record<string, unknown>, signal?: AbortSignal) => api.get<{ list: StaffRow[]; total: number }>(staffKey, params, { signal }),
  invite: (body: StaffForm) => api.post<{ joined: boolean }>(`${staffKey}/invite`, body, { quiet: [4220] }),
  update: (id: number, body: Partial<StaffForm>) => api.put(`${staffKey}/${id}`, body, { quiet: saveQuiet }),
  get: (id: number) => api.get<StaffRow>(`${staffKey}/${id}`),
  setStatus: (ids: number[], status: 0 | 1) => api.post(`${staffKey}/status`, { ids, status }),
  invitations: () => api.get<{ list: Invitation[] }>(`${staffKey}/invitations`),
  cancelInvitation: (id: number) => api.delete(`${staffKey}/invitations/${id}`),
  /** Admin only; anyone else gets 4003, which the page treats as "no tab". */
  joinRequests: () => api.get<{ list: JoinRequest[]; total: number }>('/enterprise/join-requests', { page: 1, page_size: 100 }, { quiet: [4003] }),
  decide: (id: number, approve: boolean) => api.post(`/enterprise/join-requests/${id}/${approve ? 'approve' : 'reject'}`),
  groups: () => api.get<{ list: PermissionGroup[]; total: number }>(groupsKey, { page: 1, page_size: 200 }, { quiet: [4003] }),
};
