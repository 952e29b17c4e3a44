import { api } from '../../request/index.ts';
import type { Captcha, EnterpriseIdBody, LoginResult, MyEnterprises, RecoverDays, SessionUser } from '@zf/shared';

/** Auth and enterprise calls of API.md "Auth and user". */
export type SmsScene = 'register' | 'login' | 'reset' | 'transfer';
const validation = [4220];

export const authApi = {
  login: (body: { phone: string; password: string; captcha_id?: string; captcha?: string }) => api.post<LoginResult>('/auth/login', body, { quiet: validation }),
  loginWithCode: (body: { phone: string; code: string }) => api.post<LoginResult>('/auth/login-code', body, { quiet: validation }),
  register: (body: { phone: string; password: string; code: string; name: string }) => api.post<LoginResult>('/auth/register', body, { quiet: validation }),
  resetPassword: (body: { phone: string; code: string; password: string }) => api.post<object>('/auth/reset-password', body, { quiet: validation }),
  sendSmsCode: (phone: string, scene: SmsScene) => api.post<object>('/auth/sms-code', { phone, scene }),
  captcha: () => api.get<Captcha>('/auth/captcha'),
  userInfo: () => api.get<SessionUser>('/user/info'),
};

/** An enterprise of GET /user/enterprises (shared contract). */
export type { MyEnterprise } from '@zf/shared';
export const enterpriseApi = {
  mine: () => api.get<MyEnterprises>('/user/enterprises'),
  create: (body: { name: string; type: 1 | 2 }) => api.post<EnterpriseIdBody>('/enterprises', body, { quiet: validation }),
  select: (enterprise_id: number) => api.post<EnterpriseIdBody>('/enterprises/select', { enterprise_id }),
  join: (code: string) => api.post<object>('/enterprises/join', { code }, { quiet: validation }),
};

export const cancellationApi = {
  recoverDays: () => api.get<RecoverDays>('/user/recover-days'),
  undo: () => api.post<object>('/user/cancel/undo'),
  finish: () => api.post<object>('/user/cancel/finish'),
};
