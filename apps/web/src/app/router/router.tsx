import { createBrowserRouter } from 'react-router';
import { registerNavigate } from '../navigation.ts';
import { Root } from './Root.tsx';

/**
 * A data router with one splat route: Root applies the guard and renders the routes, which are partly built at run
 * time from the menu tree (SPEC §2). The data router gives the request layer a navigate function outside React.
 */
export const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

registerNavigate((to, opts) => void router.navigate(to, { replace: opts?.replace }));
