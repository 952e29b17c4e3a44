import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One-way dependencies (ARCHITECTURE §2): modules → engines → platform; the posting engine (ledgers) never
 * imports the bill engine (documents); the web app never imports server code; shared imports neither.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Business modules import each other only through the other module's `index.ts` (ARCHITECTURE §5 "modules register
 * themselves"): an import that resolves into apps/server/src/modules/<other>/ must name <other>/index.ts. Files at
 * the top of modules/ (the composition root and its helpers) import modules the same way.
 */
const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'apps/server/src/modules');
const moduleOf = (file) => {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep);
};
const zf = {
  rules: {
    'module-boundary': {
      meta: { type: 'problem', schema: [], messages: { through: 'import another module only through its index.ts ({{module}}/index.ts), not {{file}}' } },
      create(context) {
        const from = moduleOf(context.filename);
        if (!from) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = moduleOf(path.resolve(path.dirname(context.filename), spec));
          if (!to || to.length < 2 || (from.length > 1 && to[0] === from[0])) return;
          if (to.length === 2 && to[1] === 'index.ts') return;
          context.report({ node: node.source, messageId: 'through', data: { module: to[0], file: to.join('/') } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // Node scripts: TypeScript is not there to catch undefined names, and Node's globals are known.
  { files: ['**/*.mjs', '**/*.js'], rules: { 'no-undef': 'off' } },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: restrict([{ group: ['**/engines/**', '**/modules/**', '**/app.ts'], message: 'platform must not depend on engines, modules or the composition root' }]),
  },
  {
    files: ['apps/server/src/engines/**/*.ts'],
    rules: restrict([{ group: ['**/modules/**', '**/app.ts'], message: 'engines must not depend on business modules' }]),
  },
  {
    files: ['apps/server/src/engines/posting/**/*.ts'],
    rules: restrict([
      { group: ['**/modules/**', '**/app.ts'], message: 'engines must not depend on business modules' },
      { group: ['**/engines/bill/**', '../bill/**'], message: 'ledgers (posting) never import documents (bill engine)' },
    ]),
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { zf },
    rules: { 'zf/module-boundary': 'error' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([{ group: ['**/apps/**', '@zf/server', '@zf/web'], message: 'shared code imports no app' }]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A relative import from apps/web to apps/server never spells "apps/": '../../../server/src/…' is caught too.
      ...restrict([{ group: ['**/apps/server/**', '**/server/src/**', '@zf/server'], message: 'the web app talks to the server over HTTP only' }]),
    },
  },
  // Tables are typed (Kysely<DB>); names known only at run time go through the one dynamic door, platform/db/dynamic-db.ts.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/db/dynamic-db.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "TSTypeReference[typeName.name=/^(Kysely|Transaction|SelectQueryBuilder|ExpressionBuilder)$/] TSAnyKeyword",
        message: 'use Kysely<DB>; where a table name is data, use DynamicDb / dynamicDb() from platform/db/dynamic-db.ts',
      }],
    },
  },
);
