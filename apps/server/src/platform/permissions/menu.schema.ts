import { z } from 'zod';

/**
 * Response schema of GET /menus and GET /permission-tree. The tree has exactly three levels (system → menu group →
 * page), so each level gets its own schema: the docs at /api/docs then say precisely that function codes and
 * columns live on pages, and need no recursive $ref.
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

export const PageNodeSchema = z.object({
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

export const MenuGroupSchema = z.object({ ...nodeFields, children: z.array(PageNodeSchema) });
export const SystemNodeSchema = z.object({ ...nodeFields, children: z.array(MenuGroupSchema) });

export const MenuListSchema = z.object({ list: z.array(SystemNodeSchema) });
