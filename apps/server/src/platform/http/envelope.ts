import { z } from 'zod';

/** Response schema of the envelope around `data` (API.md). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });
export const emptyData = z.object({});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), page_size: z.number() });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(20),
});

/** Success envelope; the msg is filled in the request's language by the envelope hook. */
export const ok = <T>(data: T) => ({ code: 2000, msg: '', data });
