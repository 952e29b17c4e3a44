import { createElement, lazy } from 'react';
import type { Screen } from '../../app/router/route-types.ts';
import type { ResourcePageProps } from './ResourcePage.tsx';

/**
 * A menu screen that is nothing but a resource page: `brandList: resourceScreen('brands')` in a feature's routes.
 * The engine loads on demand (one chunk shared by every such screen), so routes files stay free of antd.
 */
export function resourceScreen(name: string, props: Omit<ResourcePageProps, 'name'> = {}): Screen {
  return lazy(async () => {
    const { ResourcePage } = await import('./ResourcePage.tsx');
    return { default: function ResourceScreen() { return createElement(ResourcePage, { name, ...props }); } };
  });
}
