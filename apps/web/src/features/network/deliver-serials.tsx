import { Modal, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplyDeliveryLine } from '@zf/shared';
import { qtyText } from './network-api.ts';

interface Props {
  /** The open lines of the order being delivered; null while the dialog is closed. */
  lines: SupplyDeliveryLine[] | null;
  busy: boolean;
  onCancel: () => void;
  onDeliver: (picks: Array<{ line_id: number; serials: string[] }>) => void;
}

/**
 * The one-click delivery of an order with serial-tracked goods (issue 19): every open line as the delivery will ship
 * it, and for each serial-tracked one the supplier's serials in stock in that line's warehouse to pick from, one per
 * unit. The server checks the picks as on an ordinary sales bill (count, duplicates, in stock) and names the row.
 */
export function DeliverSerials({ lines, busy, onCancel, onDeliver }: Props) {
  const { t } = useTranslation('network');
  const [picked, setPicked] = useState<Record<number, string[]>>({});
  const close = () => { setPicked({}); onCancel(); };
  const deliver = () => onDeliver((lines ?? []).filter((l) => l.serial_tracking).map((l) => ({ line_id: l.line_id, serials: picked[l.line_id] ?? [] })));
  return (
    <Modal open={lines !== null} title={t('deliver.title')} width={900} destroyOnHidden confirmLoading={busy} okText={t('deliver.ok')}
      onCancel={close} onOk={deliver} afterClose={() => setPicked({})} okButtonProps={{ 'data-testid': 'deliver-ok' }}>
      <Typography.Paragraph type="secondary">{t('deliver.hint')}</Typography.Paragraph>
      <Table<SupplyDeliveryLine> rowKey="line_id" size="small" pagination={false} dataSource={lines ?? []} scroll={{ x: 820 }}
        columns={[
          { title: t('deliver.row'), dataIndex: 'row', width: 56 },
          { title: t('col.code'), dataIndex: 'code', width: 160 },
          { title: t('col.name'), dataIndex: 'name', width: 140, ellipsis: true },
          { title: t('col.number'), dataIndex: 'number', width: 80, align: 'right', render: (v: string) => qtyText(v) },
          { title: t('deliver.warehouse'), dataIndex: 'warehouse_name', width: 110, ellipsis: true },
          {
            title: t('deliver.serials'), key: 's', render: (_: unknown, l: SupplyDeliveryLine) => {
              if (!l.serial_tracking) return <Typography.Text type="secondary">{t('deliver.noSerials')}</Typography.Text>;
              const chosen = picked[l.line_id] ?? [];
              return (
                <>
                  <Select mode="multiple" allowClear style={{ width: '100%' }} value={chosen} maxCount={Number(l.number)} data-testid={`deliver-serials-${l.row}`}
                    placeholder={t('deliver.pick', { count: Number(l.number) })} notFoundContent={t('deliver.noneInStock')}
                    options={l.serials.map((s) => ({ value: s, label: s }))} onChange={(v: string[]) => setPicked((p) => ({ ...p, [l.line_id]: v }))} />
                  <Typography.Text type={chosen.length === Number(l.number) ? 'success' : 'warning'} data-testid={`deliver-count-${l.row}`}>
                    {t('deliver.count', { picked: chosen.length, needed: qtyText(l.number) })}
                  </Typography.Text>
                </>
              );
            },
          },
        ]} />
    </Modal>
  );
}
