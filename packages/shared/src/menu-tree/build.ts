import type { ColumnDef, FunctionDef, MenuNode, PageGroup, PageNode, SystemNode, Titles } from './types.ts';

/**
 * Small builders that keep the area files readable: an area file lists pages with their titles, function codes and
 * columns; module, path and action are filled in from where the page sits.
 */
export const t = (zh: string, en: string): Titles => ({ 'zh-CN': zh, 'en-US': en });

/** A page before it knows its module. */
export type PageSpec = Omit<PageNode, 'level' | 'module' | 'path' | 'action'> & { path?: string };
export type MenuSpec = { name: string; title: Titles; icon?: string; pages: PageSpec[] };

interface PageOptions {
  funs?: readonly FunctionDef[];
  cols?: readonly ColumnDef[];
  noCache?: boolean;
  affix?: boolean;
  everyone?: boolean;
  /** Absolute path of a route the shell owns (SPEC §2 layout routes). */
  shellPath?: string;
  onlyEnterpriseId?: number;
  /** A menu page that whoever may open these pages may open too (as a hidden page would), e.g. a list's warning view. */
  openedFrom?: readonly string[];
}

const spec = (name: string, title: Titles, group: PageGroup, o: PageOptions): PageSpec => ({
  name,
  title,
  group,
  menu: group === 0 ? 1 : 0,
  hidden: group === 1,
  noCache: group === 1 ? true : (o.noCache ?? false),
  affix: o.affix ?? false,
  funs: o.funs ?? [],
  cols: o.cols ?? [],
  everyone: o.everyone ?? false,
  openedFrom: o.openedFrom ?? [],
  shellRoute: o.shellPath !== undefined,
  ...(o.shellPath !== undefined ? { path: o.shellPath } : {}),
  ...(o.onlyEnterpriseId !== undefined ? { onlyEnterpriseId: o.onlyEnterpriseId } : {}),
});

/** A real screen in the menu (group 0). */
export const page = (name: string, zh: string, en: string, o: PageOptions = {}): PageSpec => spec(name, t(zh, en), 0, o);

/** A hidden screen (group 1): not in the menu, not cached, opened from the listed pages (SPEC §2 hidden routes). */
export const hiddenPage = (name: string, zh: string, en: string, openedFrom: readonly string[], o: PageOptions = {}): PageSpec =>
  spec(name, t(zh, en), 1, { ...o, openedFrom });

/** An action-only entry (group 2): function codes without a screen of their own. */
export const actionEntry = (name: string, zh: string, en: string, funs: readonly FunctionDef[]): PageSpec =>
  spec(name, t(zh, en), 2, { funs });

export const menu = (name: string, zh: string, en: string, pages: PageSpec[], icon?: string): MenuSpec => ({
  name,
  title: t(zh, en),
  pages,
  ...(icon ? { icon } : {}),
});

/** A level-1 system: a section at /{module}. Pages get their module, path (= route name) and action here. */
export function system(name: string, module: string, icon: string, zh: string, en: string, menus: MenuSpec[]): SystemNode {
  return {
    level: 1,
    name,
    module,
    path: `/${module}`,
    action: module,
    title: t(zh, en),
    icon,
    menus: menus.map((m): MenuNode => ({
      level: 2,
      name: m.name,
      module,
      path: m.name,
      action: `${module}/${m.name}`,
      title: m.title,
      ...(m.icon ? { icon: m.icon } : {}),
      pages: m.pages.map((p): PageNode => ({ ...p, level: 3, module, path: p.path ?? p.name, action: `${module}/${p.name}` })),
    })),
  };
}

// ---- function codes ---------------------------------------------------------------------------------------------

const standardActions = {
  add: t('新增', 'Add'),
  edit: t('编辑', 'Edit'),
  del: t('删除', 'Delete'),
  audit: t('审核', 'Audit'),
  reverse: t('反审核', 'Reverse audit'),
  void: t('作废', 'Void'),
  import: t('导入', 'Import'),
  export: t('导出', 'Export'),
  print: t('打印', 'Print'),
} as const;
export type StandardAction = keyof typeof standardActions;
/** A page-specific function: [suffix, Chinese, English]. */
export type CustomAction = readonly [suffix: string, zh: string, en: string];

/** Function codes `{prefix}_{action}` for one page. */
export function funs(prefix: string, ...actions: readonly (StandardAction | CustomAction)[]): FunctionDef[] {
  return actions.map((a) =>
    typeof a === 'string'
      ? { code: `${prefix}_${a}`, title: standardActions[a] }
      : { code: `${prefix}_${a[0]}`, title: t(a[1], a[2]) },
  );
}

/** What a document page offers (ARCHITECTURE §5: audit, reject via audit rights, reverse, void; import/export, print). */
export const billActions: readonly StandardAction[] = ['add', 'edit', 'del', 'audit', 'reverse', 'void', 'import', 'export', 'print'];
/** What a master-data page offers (ARCHITECTURE §6). */
export const resourceActions: readonly StandardAction[] = ['add', 'edit', 'del', 'import', 'export'];
/** What a query or report page offers. */
export const queryActions: readonly StandardAction[] = ['export', 'print'];

export const billFuns = (prefix: string, ...extra: CustomAction[]) => funs(prefix, ...billActions, ...extra);
export const resourceFuns = (prefix: string, ...extra: CustomAction[]) => funs(prefix, ...resourceActions, ...extra);
export const queryFuns = (prefix: string, ...extra: CustomAction[]) => funs(prefix, ...queryActions, ...extra);

// ---- columns ----------------------------------------------------------------------------------------------------

export const col = (key: string, zh: string, en: string): ColumnDef => ({ key, title: t(zh, en) });
