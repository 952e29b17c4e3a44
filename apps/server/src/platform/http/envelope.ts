import { queryPage, queryPageSize } from '@zf/shared';
import { z } from 'zod';

/** Response schema of the envelope around `data` (API.md). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });
export const emptyData = z.object({});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), page_size: z.number() });

export const pageQuery = z.object({
  page: queryPage(),
  page_size: queryPageSize(500, 20),
});

/** Success envelope; the msg is filled in the request's language by the envelope hook. */
export const ok = <T>(data: T) => ({ code: 2000, msg: '', data });
