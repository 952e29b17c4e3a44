import { z } from 'zod';
import { idSchema } from '../input.ts';
import { pageQuery } from './common.contract.ts';

/*
 * The platform's routes (API.md "Auth", "User", "Files", "Background tasks", "Menus"): the captcha, the user's own
 * endpoints, uploads, the download-task centre and the menu tree. The login and session bodies are in
 * session.contract.ts; the development-only routes (/dev/…) keep their schemas in the server.
 */

/** GET /auth/captcha. */
export const CaptchaSchema = z.object({ captcha_id: z.string(), svg: z.string() });
export type Captcha = z.infer<typeof CaptchaSchema>;

/** PUT /user/info. */
export const UserInfoBodySchema = z.object({ name: z.string().trim().min(1, 'name.required').max(50), head_img: z.string().max(500).optional() });
/** GET /user/login-log: one login (a page of them). */
export const LoginLogRowSchema = z.object({ id: z.number(), method: z.string(), success: z.boolean(), ip: z.string(), user_agent: z.string(), create_time: z.number() });
export type LoginLogRow = z.infer<typeof LoginLogRowSchema>;
/** GET /user/recover-days. */
export const RecoverDaysSchema = z.object({ is_cancel: z.number(), recover_days: z.number() });
export type RecoverDays = z.infer<typeof RecoverDaysSchema>;
/** POST /user/cancel (the reason is checked by checkCancelReason, whose keys the handler answers). */
export const CancelBodySchema = z.object({ reason: z.string() });

/** POST /common/upload and /common/upload-video. */
export const UploadResultSchema = z.object({ url: z.string(), name: z.string(), size: z.number() });
export type UploadResult = z.infer<typeof UploadResultSchema>;
/** GET /files/:key (the file itself, no envelope). */
export const FileKeyParamsSchema = z.object({ key: z.string() });

/** A download task (GET /tasks, /tasks/:id). */
export const TaskSchema = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  result: z.unknown(),
  file_name: z.string().nullable(),
  has_file: z.boolean(),
  create_time: z.number(),
  finish_time: z.number().nullable(),
  attempts: z.number().describe('runs so far'),
  max_attempts: z.number().describe('runs allowed in all (1: never retried)'),
  next_try_time: z.number().nullable().describe('a failed run waiting for its retry: when it runs again'),
  last_error: z.string().nullable(),
});
export type Task = z.infer<typeof TaskSchema>;
/** GET /tasks. */
export const TaskListQuerySchema = pageQuery.extend({ mine: z.string().optional() });
/** GET /tasks/:id and /tasks/:id/file. */
export const TaskIdParamsSchema = z.object({ id: idSchema() });

/**
 * Response schema of GET /menus and GET /permission-tree. The tree has exactly three levels (system → menu group →
 * page), so each level gets its own schema: the docs at /api/docs then say precisely that function codes and
 * columns live on pages, and need no recursive $ref. (Named Menu…: PageNode, MenuNode and SystemNode are the menu
 * tree's definitions in menu-tree/.)
 */
const MenuMetaSchema = z.object({
  title: z.string().describe("in the request's language"),
  icon: z.string().describe('@ant-design/icons name on level-1 nodes, else empty'),
  affix: z.boolean().describe('pinned tab'),
  noCache: z.boolean(),
  hidden: z.boolean(),
});

const nodeFields = {
  id: z.number().int().describe('stable, derived from the tree position'),
  parent_id: z.number().int().describe('0 at the root'),
  name: z.string().describe('route name, unique over the tree'),
  module: z.string().describe('section path segment: /{module}'),
  path: z.string(),
  action: z.string(),
  group: z.number().int().describe('0 page, 1 hidden page, 2 action-only entry'),
  menu: z.number().int().describe('1 shows in the menu'),
  system: z.number().int().describe('1 on level-1 nodes'),
  meta: MenuMetaSchema,
};

export const MenuPageNodeSchema = z.object({
  ...nodeFields,
  fun: z.string().describe('comma-separated function codes the user has (GET /permission-tree: every code of the page)'),
  all_col: z.string().describe('comma-separated keys of every column of the page'),
  cols: z.string().describe('comma-separated keys of the columns the user may see'),
  funs_detail: z.array(z.object({ code: z.string(), title: z.string() })),
  cols_detail: z.array(z.object({ key: z.string(), title: z.string() })),
  everyone: z.number().int().describe('1 when every employee may open the page without a grant'),
  opened_from: z.string().optional().describe('hidden pages: the pages they open from, whose rights they carry'),
  children: z.array(z.never()).describe('always empty'),
});

export const MenuGroupNodeSchema = z.object({ ...nodeFields, children: z.array(MenuPageNodeSchema) });
export const MenuSystemNodeSchema = z.object({ ...nodeFields, children: z.array(MenuGroupNodeSchema) });

export const MenuListSchema = z.object({ list: z.array(MenuSystemNodeSchema) });
export type MenuList = z.infer<typeof MenuListSchema>;
export type MenuPageNode = z.infer<typeof MenuPageNodeSchema>;
export type MenuSystemNode = z.infer<typeof MenuSystemNodeSchema>;
