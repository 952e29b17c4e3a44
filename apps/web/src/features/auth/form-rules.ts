import { checkPassword, checkPhone, type MessageKey } from '@zf/shared';
import type { FormRule } from 'antd';
import { validationMessage } from '../../i18n/index.ts';

/** antd form rules from the shared SPEC §5 validators, with the exact messages the server answers with. */
const fromCheck = (check: (v: string) => MessageKey | null): FormRule => ({
  validator: (_, value: string | undefined) => {
    const key = check(value ?? '');
    return key ? Promise.reject(new Error(validationMessage(key))) : Promise.resolve();
  },
});

export const phoneRules = (): FormRule[] => [{ required: true, message: validationMessage('phone.required') }, fromCheck(checkPhone)];

/** Login only needs a password; the format rule is for new passwords. */
export const loginPasswordRules = (): FormRule[] => [{ required: true, message: validationMessage('password.required') }];

export const newPasswordRules = (): FormRule[] => [{ required: true, message: validationMessage('password.required') }, fromCheck(checkPassword)];

export const confirmPasswordRules = (field: string): FormRule[] => [
  { required: true, message: validationMessage('password.required') },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(validationMessage('password.mismatch'))),
  }),
];

export const smsCodeRules = (): FormRule[] => [
  { required: true, message: validationMessage('code.required') },
  { pattern: /^\d{6}$/, message: validationMessage('code.invalid') },
];

export const nameRules = (): FormRule[] => [{ required: true, whitespace: true, message: validationMessage('name.required') }, { max: 50 }];
