import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { hasFunction, usePermission } from '../../app/stores/permission.store.ts';
import type { PagePermission } from '../../app/menu/menu-types.ts';

/** What a button needs (SPEC §6): one code, any one of several, or `{ implement: true }` to skip the check. */
export type FunctionNeed = string | string[] | { implement: boolean };

/**
 * The permission-tree page whose function codes and columns a screen follows. A resource screen provides it; a
 * hidden page opened from a list provides the list's page, so its buttons follow the list's rights.
 */
const PageNameContext = createContext<string | null>(null);

export function PageRights({ page, children }: { page: string; children: ReactNode }) {
  return <PageNameContext.Provider value={page}>{children}</PageNameContext.Provider>;
}

/** The current (or given) page's functions and columns from the menu store; undefined when the user lacks the page. */
export function usePagePermission(page?: string): PagePermission | undefined {
  const current = useContext(PageNameContext);
  const name = page ?? current;
  return usePermission((s) => (name ? s.permissionAll[name] : undefined));
}

/** A predicate over the page's function list, for buttons that are easier to hide than to wrap. */
export function useCan(page?: string): (need: FunctionNeed | undefined) => boolean {
  const perm = usePagePermission(page);
  return useCallback((need) => need !== undefined && hasFunction(perm, need), [perm]);
}

/**
 * Renders its children only when the page's function list has the code (SPEC §6 "a button is removed unless …").
 * The server checks the same code on the call, so this only keeps users from buttons that would be refused.
 */
export function Auth({ code, page, children, fallback = null }: { code: FunctionNeed | undefined; page?: string; children: ReactNode; fallback?: ReactNode }) {
  const can = useCan(page);
  return <>{can(code) ? children : fallback}</>;
}
