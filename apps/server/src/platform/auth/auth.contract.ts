import { z } from 'zod';

/** Response shapes of the auth and user endpoints (API.md "Auth and user"). */
export const UserInfoSchema = z.object({
  id: z.number(), name: z.string(), code: z.string(), phone: z.string(), head_img: z.string(), is_login: z.number(),
  message_count: z.number(), partner_group: z.number(), is_cancel: z.number(), recover_days: z.number(), enterprise_id: z.number(),
});
export const MembershipSchema = z.object({ enterprise_id: z.number(), name: z.string(), is_admin: z.boolean() });
export const LoginResultSchema = z.object({ token: z.string(), user: UserInfoSchema, enterprises: z.array(MembershipSchema) });
