import { menuTree, type PageNode } from '@zf/shared';

/*
 * Which menu pages are the master data of issue 4 (SPEC §2 Product, Partners, Organization, warehouse and finance
 * basics), and which of them are left to other work. The unit test checks each has a screen; the browser test opens
 * each in both languages. Plain data: the browser tests import it too.
 */

/** Menu groups (level 2 of the permission tree) whose pages are master data. */
export const masterDataMenus: ReadonlySet<string> = new Set([
  'goodsMenu', 'goodsBaseMenu', 'vehicleMenu', 'goodsBomMenu', 'partnerMenu', 'orgMenu', 'processMenu', 'enterpriseSetMenu',
  'warehouseMenu', 'baseDataMenu',
]);

/** Pages of those groups that belong to other work, and whose. */
export const elsewhere: Readonly<Record<string, string>> = {};

export const masterDataPages: readonly PageNode[] = menuTree.flatMap((s) => s.menus.filter((m) => masterDataMenus.has(m.name)).flatMap((m) => m.pages));

/** The master-data pages this issue delivers a screen for. */
export const deliveredPages: readonly PageNode[] = masterDataPages.filter((p) => !(p.name in elsewhere));
