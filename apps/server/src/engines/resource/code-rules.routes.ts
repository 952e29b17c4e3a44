import { CodeRulesBodySchema as Rules, CodeRulesSchema as RulesAnswer } from '@zf/shared';
import { dynamicDb } from '../../platform/db/dynamic-db.ts';
import type { App } from '../../platform/http/create-server.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import { codeRules, codeRulesSetting } from './auto-code.ts';
import type { ResourceRegistry } from './resource-registry.ts';

/**
 * The enterprise's numbering rules for codes left empty (products SP000001, customers KH00001, suppliers GYS00001):
 * read by any member (the forms say what an empty code becomes), changed with the 编码规则 page's edit right (the
 * administrator has it). Keys are those of the
 * resource definitions' autoCode rules; others are refused.
 */
export async function codeRuleRoutes(api: App, { db }: Services, registry: ResourceRegistry): Promise<void> {
  const raw = dynamicDb(db);
  const numbered = () => registry.all().filter((r) => r.autoCode);
  // Granted by 编码规则 and by the pages whose forms number an empty code (goods, customers, suppliers).
  const pages = ['codeRule', ...numbered().flatMap((r) => [r.permission.page, ...Object.values(r.scopePermissions?.byValue ?? {}).map((p) => p.page)])];
  api.get('/code-rules', { config: { pages }, schema: { tags: ['settings'], response: { 200: envelope(RulesAnswer) } } }, async (req) =>
    ok({ rules: await codeRules(raw, requireTenant(req.ctx).enterpriseId, numbered()) }));
  api.put('/code-rules', { config: { permission: 'code_rule_edit' }, schema: { tags: ['settings'], body: Rules, response: { 200: envelope(emptyData) } } }, async (req) => {
    const { enterpriseId } = requireTenant(req.ctx);
    const current = await codeRules(raw, enterpriseId, numbered());
    const unknown = Object.keys(req.body.rules).filter((k) => !(k in current));
    if (unknown.length) throw invalidFields(Object.fromEntries(unknown.map((k) => [`rules.${k}`, 'field.invalid' as const])));
    const value = JSON.stringify({ ...current, ...req.body.rules });
    await raw.insertInto('enterprise_setting').values({ enterprise_id: enterpriseId, key: codeRulesSetting, value })
      .onConflict((oc) => oc.columns(['enterprise_id', 'key']).doUpdateSet({ value })).execute();
    return ok({});
  });
}
