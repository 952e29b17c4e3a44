import { assets } from './assets.ts';
import { check } from './check.ts';
import { enterprise } from './enterprise.ts';
import { finance } from './finance.ts';
import { generalLedger } from './general-ledger.ts';
import { goods } from './goods.ts';
import { home } from './home.ts';
import { partners } from './partners.ts';
import { payroll } from './payroll.ts';
import { personal } from './personal.ts';
import { production } from './production.ts';
import { purchase } from './purchase.ts';
import { qualityEquipment } from './quality-equipment.ts';
import { receivables } from './receivables.ts';
import { reports } from './reports.ts';
import { sales } from './sales.ts';
import { setup } from './setup.ts';
import { shop } from './shop.ts';
import { storage } from './storage.ts';
import { supplyChain } from './supply-chain.ts';
import type { FunctionDef, MenuNode, PageNode, SystemNode, TreeNode } from './types.ts';

export type { ColumnDef, FunctionDef, MenuNode, PageGroup, PageNode, SystemNode, Titles, TreeNode } from './types.ts';

/**
 * The whole permission and menu tree, in menu order: the areas of SPEC §1 first, then the further areas.
 * GET /menus filters it per employee; the web app takes route names, hidden routes and titles from it.
 */
export const menuTree: readonly SystemNode[] = [
  home, purchase, sales, storage, goods, partners, supplyChain, production, qualityEquipment,
  receivables, finance, generalLedger, check, payroll, assets, reports, shop, enterprise, personal, setup,
];

const pages: readonly PageNode[] = menuTree.flatMap((s) => s.menus.flatMap((m) => m.pages));
const nodesByName = new Map<string, TreeNode>(
  menuTree.flatMap((s): [string, TreeNode][] => [[s.name, s], ...s.menus.flatMap((m): [string, TreeNode][] => [[m.name, m], ...m.pages.map((p): [string, TreeNode] => [p.name, p])])]),
);
const pagesByName = new Map(pages.map((p) => [p.name, p]));
const pageByFunction = new Map(pages.flatMap((p) => p.funs.map((f) => [f.code, p] as const)));

/** Every page of every group (0 screens, 1 hidden screens, 2 action-only entries), in tree order. */
export const allPages = (): readonly PageNode[] => pages;

/** A page by route name (also the key of a permission grant). */
export const findPage = (name: string): PageNode | undefined => pagesByName.get(name);

/** Any node (system, menu group or page) by route name. */
export const findNode = (name: string): TreeNode | undefined => nodesByName.get(name);

/** The page that declares a function code: the permission editor and 4003 messages name it. */
export const pageOfFunction = (code: string): PageNode | undefined => pageByFunction.get(code);

/** The definition of a function code. */
export const findFunction = (code: string): FunctionDef | undefined => pageByFunction.get(code)?.funs.find((f) => f.code === code);

/** The system and menu group a page sits in. */
export function parentsOf(page: PageNode): { system: SystemNode; menu: MenuNode } | undefined {
  for (const system of menuTree) {
    for (const menu of system.menus) if (menu.pages.includes(page)) return { system, menu };
  }
  return undefined;
}

/**
 * The URL of a node (SPEC §2 dynamic routes: every menu group and page is a child of the section /{module});
 * routes the shell owns keep their absolute path.
 */
export function routePath(node: TreeNode): string {
  if (node.level === 1) return node.path;
  return node.path.startsWith('/') ? node.path : `/${node.module}/${node.path}`;
}
