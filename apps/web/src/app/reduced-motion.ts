import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(query));

/**
 * Whether the user asked the system for less motion (an accessibility setting). antd's popups, menus and dialogs then
 * open and close without animating. The browser tests ask for it too: an animated popup under CI load could be
 * clicked while still moving, so the click missed or landed beside it.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const m = media();
      m?.addEventListener('change', changed);
      return () => m?.removeEventListener('change', changed);
    },
    () => media()?.matches ?? false,
  );
}
