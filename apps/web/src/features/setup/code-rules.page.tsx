import { codeRulePattern, type CodeRules as Rules } from '@zf/shared';
import { App, Button, Card, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';

type Rule = Rules['rules'][string];

/** What a rule's codes look like (the first one; the server counts on from the highest code in use). */
export const sampleCode = (rule: Rule) => `${rule.prefix}${'1'.padStart(rule.digits, '0')}`;

/**
 * 编码规则 (GET/PUT /code-rules): how codes left empty are numbered per enterprise — a prefix and a number of digits
 * for products, customers and suppliers. A changed rule numbers the next record created without a code; codes in use
 * stay as they are. Saving needs the page's edit right; the server checks the prefix and the digits again.
 */
export default function CodeRulesPage() {
  const { t } = useTranslation('setup');
  const { message } = App.useApp();
  const query = useApiQuery<Rules>('/code-rules', undefined, { staleTime: 0 });
  // What was typed, over the stored rules: saving sends them all and starts again from the stored ones.
  const [edits, setEdits] = useState<Record<string, Rule>>({});
  const [saving, setSaving] = useState(false);
  const rules: Record<string, Rule> = { ...query.data?.rules, ...edits };

  const set = (key: string, patch: Partial<Rule>) => setEdits((e) => ({ ...e, [key]: { ...rules[key]!, ...e[key], ...patch } }));
  const invalid = Object.values(rules).some((r) => !codeRulePattern.test(r.prefix) || !(r.digits >= 3 && r.digits <= 12));
  const save = async () => {
    setSaving(true);
    try {
      await api.put('/code-rules', { rules });
      void message.success(t('codeRules.saved'));
      await query.refetch();
      setEdits({});
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };
  const rows = Object.entries(rules).map(([key, rule]) => ({ key, ...rule }));
  return (
    <Card variant="borderless" title={t('codeRules.title')} loading={query.isLoading}
      extra={<Auth page="codeRule" code="code_rule_edit"><Button type="primary" loading={saving} disabled={invalid} onClick={() => void save()} data-testid="code-rules-save">{t('codeRules.save')}</Button></Auth>}>
      <Typography.Paragraph type="secondary">{t('codeRules.intro')}</Typography.Paragraph>
      <Table<{ key: string } & Rule> rowKey="key" size="small" bordered pagination={false} dataSource={rows} style={{ maxWidth: 760 }}
        columns={[
          { title: t('codeRules.what'), key: 'what', render: (_: unknown, r) => t(`codeRules.key.${r.key.replace(':', '_')}`, { defaultValue: r.key }) },
          {
            title: t('codeRules.prefix'), key: 'prefix', width: 180,
            render: (_: unknown, r) => (
              <Input aria-label={`${t('codeRules.prefix')} ${r.key}`} value={r.prefix} maxLength={10} status={codeRulePattern.test(r.prefix) ? undefined : 'error'}
                onChange={(e) => set(r.key, { prefix: e.target.value.toUpperCase() })} />
            ),
          },
          {
            title: t('codeRules.digits'), key: 'digits', width: 140,
            render: (_: unknown, r) => (
              <InputNumber aria-label={`${t('codeRules.digits')} ${r.key}`} min={3} max={12} precision={0} value={r.digits}
                onChange={(v) => set(r.key, { digits: typeof v === 'number' ? v : r.digits })} />
            ),
          },
          { title: t('codeRules.sample'), key: 'sample', width: 180, render: (_: unknown, r) => <Space><Typography.Text code data-testid={`code-sample-${r.key}`}>{sampleCode(r)}</Typography.Text></Space> },
        ]}
      />
    </Card>
  );
}
