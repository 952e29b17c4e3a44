import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchAuditResult } from '@zf/shared';
import { api } from '../../request/index.ts';

export type AuditAction = 'audit' | 'reject' | 'reverse' | 'void';

/**
 * Batch review of the selected bills (API.md POST /bills/:type/batch-audit): the clerk picks the action, confirms, and
 * sees how many succeeded and, for each refused bill, the server's message (the list then reloads).
 */
export function BatchAuditButton({ type, ids, actions, snOf, onDone }: {
  type: string; ids: number[]; actions: AuditAction[]; snOf: (id: number) => string; onDone: () => void;
}) {
  const { t } = useTranslation('bills');
  const { modal, message } = App.useApp();
  const run = (action: AuditAction) => modal.confirm({
    title: t('batch.confirm', { count: ids.length, action: t(`action.${action}`) }),
    onOk: async () => {
      const { results } = await api.post<BatchAuditResult>(`/bills/${type}/batch-audit`, { ids, action });
      const failed = results.filter((r) => r.code !== 2000);
      if (!failed.length) void message.success(t('batch.done', { count: results.length }));
      else {
        modal.warning({
          title: t('batch.partly', { done: results.length - failed.length, failed: failed.length }),
          content: failed.map((r) => <div key={r.id}>{snOf(r.id)}: {r.msg}</div>),
        });
      }
      onDone();
    },
  });
  if (!actions.length) return null;
  return (
    <Dropdown disabled={!ids.length} menu={{ items: actions.map((a) => ({ key: a, label: t(`action.${a}`) })), onClick: ({ key }) => run(key as AuditAction) }}>
      <Button data-testid="bill-batch-audit">{t('batch.button', { count: ids.length })}</Button>
    </Dropdown>
  );
}
