import { z } from 'zod';
import { idSchema, intSchema, queryPage, queryPageSize } from '../input.ts';
import { codeRulePattern } from '../resource/define-resource.ts';

/*
 * The master-data engine's fixed schemas (API.md "Master data"): what every resource's routes share. Each
 * resource's list filters, record answer and create/update bodies are built from its definition at run time
 * (the server's listQuerySchema(r) and recordSchema(r), the definition's createSchema and updateSchema).
 */

/** GET, PUT, DELETE /{resource}/:id. */
export const ResourceIdParamsSchema = z.object({ id: idSchema() });
/** POST /{resource}/batch-delete and /{resource}/restore. */
export const ResourceIdsBodySchema = z.object({ ids: z.array(idSchema()).min(1).max(1000) });
/** GET /{resource}: paging, search, sort, the recycle bin; the definition's filters are added to it per resource. */
export const ResourceListQuerySchema = z
  .object({
    page: queryPage(),
    page_size: queryPageSize(500, 20),
    keyword: z.string().optional(),
    sort: z.string().optional(),
    order: z.enum(['asc', 'desc']).optional(),
    deleted: z.enum(['0', '1']).optional(),
  })
  .catchall(z.string());
/** POST /{resource}. */
export const ResourceCreatedSchema = z.object({ id: z.number() });
export type ResourceCreated = z.infer<typeof ResourceCreatedSchema>;
/** POST /{resource}/import, and GET /{resource}/export when it became a download task. */
export const ResourceTaskSchema = z.object({ task_id: z.number() });
export type ResourceTask = z.infer<typeof ResourceTaskSchema>;

/** PUT /code-rules: prefix and digits per autoCode rule key. */
const CodeRule = z.object({ prefix: z.string().regex(codeRulePattern, 'codeRule.prefix'), digits: intSchema(3, 12, 'codeRule.digits') });
export const CodeRulesBodySchema = z.object({ rules: z.record(z.string(), CodeRule) });
/** GET /code-rules. The answer's shape: plain types (the body's `intSchema` parses input and cannot encode an answer). */
export const CodeRulesSchema = z.object({ rules: z.record(z.string(), z.object({ prefix: z.string(), digits: z.number().int() })) });
export type CodeRules = z.infer<typeof CodeRulesSchema>;
