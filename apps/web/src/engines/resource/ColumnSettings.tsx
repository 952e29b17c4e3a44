import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Popover, Space, Tooltip } from 'antd';
import type { ColumnChoice } from './column-model.ts';
import { moveColumn } from './column-model.ts';
import { useResourceText } from './labels.ts';

interface ColumnSettingsProps {
  choices: ColumnChoice[];
  labelOf(key: string): string;
  onChange(next: ColumnChoice[] | null): void;
}

/** Column settings: show or hide each column and move it up or down; "reset" forgets the user's arrangement. */
export function ColumnSettings({ choices, labelOf, onChange }: ColumnSettingsProps) {
  const t = useResourceText();
  const visibleCount = choices.filter((c) => c.visible).length;
  const content = (
    <div style={{ width: 260, maxHeight: 420, overflowY: 'auto' }} data-testid="column-settings">
      {choices.map((c, i) => (
        <div key={c.key} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '2px 0' }}>
          <Checkbox
            checked={c.visible}
            // The last visible column stays: a table without columns helps nobody.
            disabled={c.visible && visibleCount === 1}
            onChange={(e) => onChange(choices.map((x) => (x.key === c.key ? { ...x, visible: e.target.checked } : x)))}
          >
            {labelOf(c.key)}
          </Checkbox>
          <Space size={0}>
            <Tooltip title={t('columns.up')}>
              <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={`${t('columns.up')} ${labelOf(c.key)}`} onClick={() => onChange(moveColumn(choices, c.key, -1))} />
            </Tooltip>
            <Tooltip title={t('columns.down')}>
              <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={i === choices.length - 1} aria-label={`${t('columns.down')} ${labelOf(c.key)}`} onClick={() => onChange(moveColumn(choices, c.key, 1))} />
            </Tooltip>
          </Space>
        </div>
      ))}
      <Divider style={{ margin: '8px 0' }} />
      <Button type="link" size="small" onClick={() => onChange(null)}>{t('columns.reset')}</Button>
    </div>
  );
  return (
    <Popover content={content} title={t('columns.title')} trigger="click" placement="bottomRight">
      <Tooltip title={t('columns.title')}>
        <Button icon={<SettingOutlined />} aria-label={t('columns.title')} data-testid="column-settings-button" />
      </Tooltip>
    </Popover>
  );
}
