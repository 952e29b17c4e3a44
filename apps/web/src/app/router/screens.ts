import type { FeatureRoutes, PublicRoute, Screen } from './route-types.ts';

/**
 * Collects every feature's routes.ts (eagerly: they only hold lazy() wrappers, the pages stay separate chunks).
 * A new business area registers its screens by adding features/<area>/routes.ts, nothing here changes.
 */
const features = import.meta.glob<FeatureRoutes>('../../features/*/routes.{ts,tsx}', { eager: true });

export const publicRoutes: PublicRoute[] = Object.values(features).flatMap((f) => f.publicRoutes ?? []);

export const pageScreens: Record<string, Screen> = Object.assign({}, ...Object.values(features).map((f) => f.pages ?? {}));

export const screenOf = (name: string): Screen | undefined => pageScreens[name];
