import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

/**
 * The smallest app the web client could be: React, React DOM and the router with one empty login route. The bundle
 * benchmark compares the real login page's initial JS with this one, built by the same Vite.
 */
const router = createBrowserRouter([{ path: '/login', element: createElement('div') }, { path: '*', element: createElement('div') }]);
createRoot(document.getElementById('root')!).render(createElement(RouterProvider, { router }));
