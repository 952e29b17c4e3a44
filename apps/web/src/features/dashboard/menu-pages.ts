import type { SidebarSection } from '../../app/menu/menu-types.ts';

/** One page of the user's menu with where it sits: what the shortcut picker and the menu search list. */
export interface MenuPageRef {
  name: string;
  title: string;
  path: string;
  icon?: string;
  section: string;
  group: string;
}

/** Every page of the user's sidebar once, in menu order (home itself is left out: it is where they are). */
export function menuPages(sidebar: SidebarSection[], homePath: string): MenuPageRef[] {
  const seen = new Set<string>();
  const out: MenuPageRef[] = [];
  for (const s of sidebar) {
    for (const g of s.groups) {
      for (const i of g.items) {
        if (i.path === homePath || seen.has(i.name)) continue;
        seen.add(i.name);
        out.push({ name: i.name, title: i.title, path: i.path, icon: i.icon ?? s.icon, section: s.title, group: g.title });
      }
    }
  }
  return out;
}

/**
 * Pages matching what was typed: every word must appear in the page title or in its section or group title (so
 * "采购 订单" and "purchase order" both find the purchase orders), page-title matches first.
 */
export function searchPages(pages: MenuPageRef[], input: string, limit = 30): MenuPageRef[] {
  const words = input.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hay = (p: MenuPageRef) => `${p.title} ${p.group} ${p.section}`.toLowerCase();
  const hits = pages.filter((p) => words.every((w) => hay(p).includes(w)));
  const inTitle = (p: MenuPageRef) => words.every((w) => p.title.toLowerCase().includes(w));
  return [...hits.filter(inTitle), ...hits.filter((p) => !inTitle(p))].slice(0, limit);
}

/** The saved shortcut names as pages the user can still open, in the saved order. */
export const shortcutPages = (names: string[], pages: MenuPageRef[]): MenuPageRef[] => {
  const byName = new Map(pages.map((p) => [p.name, p]));
  return names.flatMap((n) => byName.get(n) ?? []);
};
