import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * One-way dependencies (ARCHITECTURE §2): modules → engines → platform; the posting engine (ledgers) never
 * imports the bill engine (documents); the web app never imports server code; shared imports neither.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
);
