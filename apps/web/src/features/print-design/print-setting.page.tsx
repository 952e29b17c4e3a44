import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PrintSettings } from '@zf/shared';
import { App, Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { PaperFields } from './PaperFields.tsx';
import './print-design.css';

/**
 * 打印设置 (and the hidden 打印机列表): the enterprise's default paper and margins for new templates, the number
 * of copies a print job prints, and the printer names people choose from in the browser's print dialog.
 */
export default function PrintSettingPage() {
  const settings = useApiQuery<PrintSettings>('/print-settings', undefined, { staleTime: 0 });
  return settings.data ? <SettingsForm key={settings.dataUpdatedAt} initial={settings.data} /> : <Card loading variant="borderless" />;
}

function SettingsForm({ initial }: { initial: PrintSettings }) {
  const { t } = useTranslation('print-design');
  const { message } = App.useApp();
  const editable = useCan('printSetting')('print_setting_edit');
  const [draft, setDraft] = useState(initial);
  const save = async () => {
    setDraft(await api.put<PrintSettings>('/print-settings', { ...draft, printers: draft.printers.map((p) => p.trim()).filter(Boolean) }));
    message.success(t('saved'));
  };
  return (
    <Card variant="borderless" title={t('settings')} extra={<Button type="primary" disabled={!editable} onClick={() => void save()} data-testid="ps-save">{t('save')}</Button>}>
      <Form layout="vertical" style={{ maxWidth: 760 }}>
        <Form.Item label={t('defaultPaper')}><PaperFields paper={draft.paper} onChange={(paper) => setDraft({ ...draft, paper })} /></Form.Item>
        <Form.Item label={t('copies')}>
          <InputNumber min={1} max={10} precision={0} value={draft.copies} data-testid="ps-copies" onChange={(v) => setDraft({ ...draft, copies: v ?? 1 })} />
        </Form.Item>
        <Form.Item label={t('printers')} extra={t('printersHint')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {draft.printers.map((p, i) => (
              <Space.Compact key={i} style={{ width: 420 }}>
                <Input value={p} aria-label={t('printers')} onChange={(e) => setDraft({ ...draft, printers: draft.printers.map((x, j) => (j === i ? e.target.value : x)) })} />
                <Button danger icon={<DeleteOutlined />} aria-label={t('remove')} onClick={() => setDraft({ ...draft, printers: draft.printers.filter((_, j) => j !== i) })} />
              </Space.Compact>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => setDraft({ ...draft, printers: [...draft.printers, ''] })}>{t('addPrinter')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
