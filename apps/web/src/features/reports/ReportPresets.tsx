import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportName, ReportPreset, ReportPresetList } from '@zf/shared';
import { api, useApiQuery } from '../../request/index.ts';

/**
 * The employee's saved filters of this report: choosing one applies it, "save as" keeps the current filters under a
 * name, the bin deletes the chosen one.
 */
export function ReportPresets({ report, current, onApply }: { report: ReportName; current: () => Record<string, string | number>; onApply: (p: ReportPreset) => void }) {
  const { t } = useTranslation('reports');
  const { message } = App.useApp();
  const path = `/reports/${report}/presets`;
  const presets = useApiQuery<ReportPresetList>(path);
  const [chosen, setChosen] = useState<number>();
  const [naming, setNaming] = useState<string>();
  const save = async () => {
    const name = naming?.trim();
    if (!name) return;
    const saved = await api.post<ReportPreset>(path, { name, params: current() }).catch(() => undefined);
    if (!saved) return;
    setNaming(undefined);
    setChosen(saved.id);
    void message.success(t('presetSaved'));
    await presets.refetch();
  };
  const remove = async () => {
    if (!chosen) return;
    await api.delete(`${path}/${chosen}`).catch(() => undefined);
    setChosen(undefined);
    await presets.refetch();
  };
  return (
    <Space.Compact>
      <Select style={{ width: 180 }} allowClear placeholder={t('preset')} value={chosen} data-testid="report-preset"
        options={(presets.data?.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(id?: number) => setChosen(id)}
        onSelect={(id?: number) => {
          setChosen(id);
          const p = presets.data?.list.find((x) => x.id === id);
          if (p) onApply(p);
        }} />
      <Button icon={<SaveOutlined />} onClick={() => setNaming('')} data-testid="report-preset-save">{t('saveAs')}</Button>
      <Button icon={<DeleteOutlined />} disabled={!chosen} aria-label={t('deletePreset')} onClick={() => void remove()} data-testid="report-preset-delete" />
      <Modal open={naming !== undefined} title={t('saveAs')} onCancel={() => setNaming(undefined)} onOk={() => void save()} okButtonProps={{ disabled: !naming?.trim() }} destroyOnHidden>
        <Input autoFocus maxLength={40} placeholder={t('presetName')} value={naming} onChange={(e) => setNaming(e.target.value)} onPressEnter={() => void save()} data-testid="report-preset-name" />
      </Modal>
    </Space.Compact>
  );
}
