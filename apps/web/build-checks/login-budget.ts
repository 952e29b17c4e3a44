import type { Plugin } from 'vite';

/** ISSUE/ARCHITECTURE budget: the JS the login page loads first, gzipped. */
export const loginBudgetBytes = 400 * 1024;

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
}

const gzipSize = async (text: string): Promise<number> =>
  (await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength;

/**
 * Prints the gzip size of the login page's initial JS after every build: the entry with its static imports plus the
 * lazy login page chunk with its static imports (what the browser fetches before the form shows). Warns above the
 * 400 KB budget, so a heavy import into the entry is seen the day it lands.
 */
export function loginBudget(pageModule = '/features/auth/login.page.tsx'): Plugin {
  return {
    name: 'zf-login-budget',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as Record<string, ChunkLike>).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const seen = new Set<string>();
      const walk = (c: ChunkLike | undefined) => {
        if (!c || seen.has(c.fileName)) return;
        seen.add(c.fileName);
        for (const i of c.imports ?? []) walk(byFile.get(i));
      };
      walk(chunks.find((c) => c.isEntry));
      walk(chunks.find((c) => c.facadeModuleId?.endsWith(pageModule)));
      let total = 0;
      for (const file of seen) total += await gzipSize(byFile.get(file)?.code ?? '');
      const kb = (total / 1024).toFixed(1);
      const line = `login page initial JS: ${kb} KB gzip in ${seen.size} chunks (budget ${loginBudgetBytes / 1024} KB)`;
      if (total > loginBudgetBytes) this.warn(`${line} — over budget`);
      else console.log(`\n${line}`);
    },
  };
}
