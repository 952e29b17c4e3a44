import { z } from 'zod';

/** Response schema of the envelope around `data` (API.md). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });
export const emptyData = z.object({});

/** The paged list answer and query: one definition with the shared contract (packages/shared contract/common). */
export { listOf, pageQuery } from '@zf/shared';

/** Success envelope; the msg is filled in the request's language by the envelope hook. */
export const ok = <T>(data: T) => ({ code: 2000, msg: '', data });
