import { z } from 'zod';
import { checkPassword, checkPhone, type PasswordChange, checkPasswordChange } from './validators.ts';

/**
 * Request bodies of the auth endpoints (API.md). Messages are message keys (messages.ts); the server translates
 * them into the request's language for 4220, the web app into the UI language.
 */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'phone.required')
  .superRefine((v, ctx) => {
    const key = checkPhone(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

export const passwordField = z.string().superRefine((v, ctx) => {
  const key = checkPassword(v);
  if (key) ctx.addIssue({ code: 'custom', message: key });
});

export const smsCodeField = z.string().trim().regex(/^\d{6}$/, 'code.invalid');

export const SmsCodeBody = z.object({ phone: phoneField, scene: z.enum(['register', 'login', 'reset', 'transfer']) });
export const RegisterBody = z.object({ phone: phoneField, password: passwordField, code: smsCodeField, name: z.string().trim().min(1, 'name.required').max(50) });
export const LoginBody = z.object({
  phone: phoneField,
  password: z.string().min(1, 'password.required').max(64),
  captcha_id: z.string().optional(),
  captcha: z.string().optional(),
});
export const LoginCodeBody = z.object({ phone: phoneField, code: smsCodeField });
export const ResetPasswordBody = z.object({ phone: phoneField, code: smsCodeField, password: passwordField });

export const ChangePasswordBody = z
  .object({ originPassword: z.string(), newPassword1: z.string(), newPassword: z.string() })
  .superRefine((form: PasswordChange, ctx) => {
    for (const [field, key] of Object.entries(checkPasswordChange(form))) {
      ctx.addIssue({ code: 'custom', message: key, path: [field] });
    }
  });
