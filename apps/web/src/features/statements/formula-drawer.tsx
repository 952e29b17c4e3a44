import { App, Button, Descriptions, Drawer, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { api } from '../../request/index.ts';
import type { StatementLineRow } from './statement-rows.ts';

/**
 * A line's formula for this enterprise (statement-formula.ts in packages/shared): the server checks it (syntax, known
 * accounts and lines, no circle) and answers the refusal in the reader's language; Reset goes back to the standard.
 */
export function FormulaDrawer({ path, page, prefix, row, onClose, onSaved }: {
  path: string; page: string; prefix: string; row: StatementLineRow; onClose(): void; onSaved(): void;
}) {
  const { t } = useTranslation('statements');
  const { message } = App.useApp();
  const [formula, setFormula] = useState(row.formula);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await call();
      message.success(t('formula.saved'));
      onSaved();
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer open width={560} title={t('formula.title', { line: row.line, item: row.item })} onClose={onClose} destroyOnHidden data-testid="formula-drawer"
      extra={(
        <Auth page={page} code={`${prefix}_formula`}>
          <Space>
            <Button disabled={!row.custom || busy} onClick={() => void run(() => api.post(`${path}/formulas/reset`, { line: row.line }))} data-testid="formula-reset">{t('formula.reset')}</Button>
            <Button type="primary" loading={busy} onClick={() => void run(() => api.put(`${path}/formulas`, { line: row.line, formula }))} data-testid="formula-save">{t('formula.save')}</Button>
          </Space>
        </Auth>
      )}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('formula.standard')}><Typography.Text code>{row.standard_formula || t('formula.empty')}</Typography.Text></Descriptions.Item>
          <Descriptions.Item label={t('formula.state')}>{row.custom ? <Tag color="orange">{t('formula.custom')}</Tag> : <Tag>{t('formula.standardTag')}</Tag>}</Descriptions.Item>
        </Descriptions>
        <Input.TextArea value={formula} onChange={(e) => setFormula(e.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} status={error ? 'error' : undefined}
          style={{ fontFamily: 'monospace' }} data-testid="formula-input" aria-label={t('formula.input')} />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('formula.help')}</Typography.Paragraph>
        <ul style={{ margin: 0, paddingLeft: 20, color: 'rgba(0,0,0,0.55)' }}>
          {(['code', 'op', 'dr', 'cr', 'mv', 'line', 'cf', 'pl'] as const).map((k) => <li key={k}><Typography.Text code>{t(`formula.terms.${k}.syntax`)}</Typography.Text> {t(`formula.terms.${k}.text`)}</li>)}
        </ul>
      </Space>
    </Drawer>
  );
}
