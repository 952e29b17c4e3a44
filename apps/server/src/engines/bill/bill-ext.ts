import type { MessageKey } from '@zf/shared';
import { invalidFields } from '../../platform/http/app-error.ts';
import { isMessageKey } from '../../platform/i18n/server-messages.ts';
import type { BillType } from './bill-type.ts';

/**
 * The type-specific fields of a bill as they are stored in `bill.ext` (migration 0135): what the type's `ext` schema
 * makes of them (unknown keys dropped, defaults filled). A type without one takes none. Refusals are 4220 with the
 * field named `ext.<name>`, like any other field.
 */
export function parseBillExt(type: BillType, ext: Record<string, unknown>): Record<string, unknown> {
  if (!type.ext) {
    if (Object.keys(ext).length) throw invalidFields({ ext: 'bill.extNotAccepted' });
    return {};
  }
  const parsed = type.ext.safeParse(ext);
  if (parsed.success) return parsed.data;
  const fields: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const field = ['ext', ...issue.path.map(String)].join('.');
    fields[field] ??= (isMessageKey(issue.message) ? issue.message : issue.code === 'invalid_type' && issue.input === undefined ? 'field.required' : 'field.invalid') as MessageKey;
  }
  throw invalidFields(fields);
}
