import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { loginBudget } from './build-checks/login-budget.ts';

/**
 * Dev server proxies the API to the Fastify server on 8080; the build goes to apps/web/dist, which that server
 * serves. React and the router get one long-cached chunk; everything else (antd included) is split automatically
 * by use, so the login page loads only the antd parts it renders and every screen is its own chunk.
 */
const vendorGroups: Array<{ name: string; test: RegExp; priority: number; tags?: ['$initial'] }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
];

export default defineConfig({
  plugins: [react(), loginBudget()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // The manifest lets a script follow the chunks a route loads (the login-page size check).
    manifest: true,
    rolldownOptions: {
      // @zf/shared is pure definitions (validators, codes, signing, zod schemas, the menu tree): what the web app
      // does not import is dropped, so the server-side schemas and zod stay out of the login page.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) },
      output: {
        // Rolldown's successor of manualChunks: one chunk per vendor group, shared by every page.
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
