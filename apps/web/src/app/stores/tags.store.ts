import { create } from 'zustand';

/** Visited tabs survive a page reload (F5) within the browser tab, like the page itself. */
const sessionKey = 'zf.tags';
const readVisited = (): TagView[] => {
  try {
    const v = JSON.parse(sessionStorage.getItem(sessionKey) ?? '[]') as TagView[];
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
};
const saveVisited = (visited: TagView[]) => {
  try {
    sessionStorage.setItem(sessionKey, JSON.stringify(visited));
  } catch {}
};

/** One visited tab (SPEC §2 "Tabs"). */
export interface TagView {
  /** Full path with query: what the tab navigates to. */
  fullPath: string;
  /** Pathname: the keep-alive key. */
  path: string;
  name: string;
  title: string;
  affix: boolean;
  noCache: boolean;
}

interface TagsState {
  visited: TagView[];
  /** Bumped by "refresh": a new number remounts the page. */
  generation: Record<string, number>;
  visit(view: TagView): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  refresh(path: string): void;
  reset(affixed: TagView[]): void;
}

/**
 * Visited tabs named by the routes as they are now: a language switch reloads the menu in the new language, and the
 * tabs kept from before the reload must not stay in the old one (issue 12 item 8). A tab whose route is gone keeps
 * its title.
 */
export const retitled = (visited: TagView[], routes: ReadonlyArray<{ name: string; title: string }>): TagView[] =>
  visited.map((v) => ({ ...v, title: routes.find((r) => r.name === v.name)?.title ?? v.title }));

/** Fixed (affix) tabs stay first and are never closed. */
export const useTags = create<TagsState>((set) => ({
  visited: typeof sessionStorage === 'undefined' ? [] : readVisited(),
  generation: {},
  visit: (view) =>
    set((s) => {
      const i = s.visited.findIndex((v) => v.path === view.path);
      if (i < 0) return { visited: [...s.visited, view] };
      const next = s.visited.slice();
      next[i] = { ...next[i]!, fullPath: view.fullPath, title: view.title };
      return { visited: next };
    }),
  close: (path) => set((s) => ({ visited: s.visited.filter((v) => v.affix || v.path !== path) })),
  closeOthers: (path) => set((s) => ({ visited: s.visited.filter((v) => v.affix || v.path === path) })),
  closeAll: () => set((s) => ({ visited: s.visited.filter((v) => v.affix) })),
  refresh: (path) => set((s) => ({ generation: { ...s.generation, [path]: (s.generation[path] ?? 0) + 1 } })),
  reset: (affixed) => set({ visited: affixed, generation: {} }),
}));

if (typeof sessionStorage !== 'undefined') useTags.subscribe((s) => saveVisited(s.visited));
