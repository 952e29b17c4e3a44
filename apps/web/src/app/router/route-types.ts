import type { ComponentType, LazyExoticComponent } from 'react';

/** A screen: usually `lazy(() => import('./x.page.tsx'))`, so every page is its own chunk. */
export type Screen = LazyExoticComponent<ComponentType> | ComponentType;

/** A page reachable without login (SPEC §2 "Public routes"). */
export interface PublicRoute {
  path: string;
  /** i18n key of the page title ('namespace:key'). */
  titleKey: string;
  Screen: Screen;
}

/** What a feature's routes.ts may export. */
export interface FeatureRoutes {
  /** Pages outside the layout. */
  publicRoutes?: PublicRoute[];
  /** Screens by route name: the names of the server's permission tree and of the layout routes. */
  pages?: Record<string, Screen>;
}
