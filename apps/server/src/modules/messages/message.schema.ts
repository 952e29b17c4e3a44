import { z } from 'zod';
import { pageQuery } from '../../platform/http/envelope.ts';

export const MessageCount = z.object({ message_count: z.number() });
export const MessageItem = z.object({
  id: z.number(),
  enterprise_id: z.number(),
  title: z.string(),
  content: z.string(),
  kind: z.string(),
  is_read: z.number(),
  create_time: z.number(),
});
export const MessageListQuery = pageQuery.extend({
  is_read: z.enum(['0', '1']).transform((v) => (v === '1' ? 1 : 0) as 0 | 1).optional(),
});
export const MessageIds = z.object({ ids: z.array(z.number().int().positive()).min(1, 'field.required').max(500) });
