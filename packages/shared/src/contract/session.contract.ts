import { z } from 'zod';

/*
 * Response shapes of the auth and user endpoints (API.md "Auth and user"), shared by the server (route response
 * schemas) and the web (session store, sign-in): one definition, so a field added on one side reaches the other.
 */

/** The user object of API.md GET /user/info (SPEC §3 "User"); also inside every login answer. */
export const UserInfoSchema = z.object({
  id: z.number(), name: z.string(), code: z.string(), phone: z.string(), head_img: z.string(), is_login: z.number(),
  message_count: z.number(), partner_group: z.number(), is_cancel: z.number(), recover_days: z.number(), enterprise_id: z.number(),
});
export type SessionUser = z.infer<typeof UserInfoSchema>;

/** An enterprise the user belongs to, as a login answer lists them. */
export const MembershipSchema = z.object({ enterprise_id: z.number(), name: z.string(), is_admin: z.boolean() });
export type Membership = z.infer<typeof MembershipSchema>;

/** GET /user/enterprises: the enterprises the user belongs to, and the join requests still waiting. */
export const MyEnterprisesSchema = z.object({
  list: z.array(z.object({ enterprise_id: z.number(), name: z.string(), display_name: z.string(), is_admin: z.boolean(), is_current: z.boolean() })),
  pending: z.array(z.object({ enterprise_id: z.number(), name: z.string() })),
});
export type MyEnterprises = z.infer<typeof MyEnterprisesSchema>;
export type MyEnterprise = MyEnterprises['list'][number];

/** POST /auth/login, /auth/login-code and /auth/register. */
export const LoginResultSchema = z.object({ token: z.string(), user: UserInfoSchema, enterprises: z.array(MembershipSchema) });
export type LoginResult = z.infer<typeof LoginResultSchema>;
