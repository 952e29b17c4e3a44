import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps ARCHITECTURE §2's one-way dependencies (modules → engines → platform; ledgers never
 * import documents; the web app never imports server code). Each case lints one import line as if it were written
 * in the named file, with the repository's own eslint.config.js.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as x from '${from}';\nexport const y = x;\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'zf/module-boundary').map((m) => m.message);
}

describe('dependency direction', () => {
  // Loading the config (typescript-eslint, react-hooks) takes seconds on a busy machine: once, before the cases.
  beforeAll(() => importErrors('apps/server/src/main.ts', './app.ts'), 60_000);

  it('platform imports neither engines, modules nor the composition root', async () => {
    expect(await importErrors('apps/server/src/platform/auth/probe.ts', '../../engines/resource/index.ts')).toHaveLength(1);
    expect(await importErrors('apps/server/src/platform/auth/probe.ts', '../../modules/org/index.ts')).toHaveLength(1);
    expect(await importErrors('apps/server/src/platform/auth/probe.ts', '../../app.ts')).toHaveLength(1);
    expect(await importErrors('apps/server/src/platform/auth/probe.ts', '../db/index.ts')).toEqual([]);
  });

  it('engines import no business module; modules may import engines and platform', async () => {
    expect(await importErrors('apps/server/src/engines/resource/probe.ts', '../../modules/catalog/index.ts')).toHaveLength(1);
    expect(await importErrors('apps/server/src/engines/resource/probe.ts', '../../platform/db/index.ts')).toEqual([]);
    expect(await importErrors('apps/server/src/modules/org/probe.ts', '../../engines/resource/index.ts')).toEqual([]);
  });

  it('ledgers (posting) never import documents (the bill engine)', async () => {
    expect(await importErrors('apps/server/src/engines/posting/probe.ts', '../bill/index.ts')).toHaveLength(1);
    expect(await importErrors('apps/server/src/engines/bill/probe.ts', '../posting/index.ts')).toEqual([]);
  });

  it('business modules import each other only through index.ts', async () => {
    expect(await importErrors('apps/server/src/modules/purchase/probe.ts', '../sales/make-order.ts')).toEqual(['import another module only through its index.ts (sales/index.ts), not sales/make-order.ts']);
    expect(await importErrors('apps/server/src/modules/setup/demo/probe.ts', '../../org/enterprise.service.ts')).toHaveLength(1);
    expect(await importErrors('apps/server/src/modules/probe.ts', './sales/sale.bills.ts')).toHaveLength(1);
    expect(await importErrors('apps/server/src/modules/purchase/probe.ts', '../sales/index.ts')).toEqual([]);
    expect(await importErrors('apps/server/src/modules/setup/demo/probe.ts', '../demo-seed.ts')).toEqual([]);
    expect(await importErrors('apps/server/src/modules/purchase/probe.ts', '../module-services.ts')).toEqual([]);
    expect(await importErrors('apps/server/src/modules/purchase/probe.ts', '../../engines/bill/bill-store.ts')).toEqual([]);
  });

  it('shared code imports no app, and the web app talks to the server over HTTP only', async () => {
    expect(await importErrors('packages/shared/src/probe.ts', '../../../apps/server/src/app.ts')).toHaveLength(1);
    expect(await importErrors('apps/web/src/app/probe.ts', '../../../server/src/platform/db/index.ts')).toHaveLength(1);
    expect(await importErrors('apps/web/src/app/probe.ts', '../../../../apps/server/src/platform/db/index.ts')).toHaveLength(1);
    expect(await importErrors('apps/web/src/app/probe.ts', '@zf/shared')).toEqual([]);
  });
});
