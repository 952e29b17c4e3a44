import { Activity, useMemo, useState } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { useTags } from '../stores/tags.store.ts';

/** One page rendered at its own location (hidden pages keep the location they were left at). */
function RoutedPage({ routes, location }: { routes: RouteObject[]; location: Partial<Location> | string }) {
  return useRoutes(routes, location);
}

/**
 * The main area with kept-alive tabs (SPEC §2 "cached pages keep their state"): every visited page that is not
 * noCache stays mounted inside a hidden <Activity>, so its form input, filters and scroll survive switching tabs;
 * closing the tab unmounts it, refreshing it (a new generation) remounts it.
 */
export function KeepAlive({ routes, currentPath, currentCached }: { routes: RouteObject[]; currentPath: string; currentCached: boolean }) {
  const location = useLocation();
  const visited = useTags((s) => s.visited);
  const generation = useTags((s) => s.generation);
  // Only pages shown since this page load are kept: tabs restored after a reload mount when first opened.
  const [seen, setSeen] = useState(() => new Set([currentPath]));
  if (!seen.has(currentPath)) setSeen(new Set(seen).add(currentPath));
  const kept = useMemo(() => visited.filter((v) => !v.noCache && v.path !== currentPath && seen.has(v.path)), [visited, currentPath, seen]);
  const key = (path: string) => `${path}#${generation[path] ?? 0}`;
  // One flat keyed list: a page moving between "current" and "kept" keeps its key and therefore its state.
  const pages = [
    ...kept.map((v) => ({ key: key(v.path), location: v.fullPath as Partial<Location> | string, visible: false })),
    { key: currentCached ? key(currentPath) : `live:${key(currentPath)}`, location: location as Partial<Location> | string, visible: true },
  ];

  return (
    <>
      {pages.map((p) => (
        <Activity key={p.key} mode={p.visible ? 'visible' : 'hidden'}>
          <RoutedPage routes={routes} location={p.location} />
        </Activity>
      ))}
    </>
  );
}
