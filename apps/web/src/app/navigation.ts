/**
 * Navigation from outside React (the request layer's 4001 and 5000 handling, session actions): the router module
 * registers its navigate function here at start-up.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;
let navigateFn: Navigate = (to) => window.location.assign(to);

export function registerNavigate(fn: Navigate): void {
  navigateFn = fn;
}
export const navigateTo: Navigate = (to, opts) => navigateFn(to, opts);

export const currentFullPath = (): string => `${window.location.pathname}${window.location.search}`;
