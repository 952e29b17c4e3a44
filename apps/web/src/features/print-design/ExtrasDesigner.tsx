import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PrintLayout } from '@zf/shared';
import { Button, Checkbox, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogoDesigner } from './LogoDesigner.tsx';

/** Totals, amount in capitals, logo, barcode/QR of the bill number, free text blocks and signature lines. */
export function ExtrasDesigner({ layout, onChange }: { layout: PrintLayout; onChange: (patch: Partial<PrintLayout>) => void }) {
  const { t } = useTranslation('print-design');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Checkbox checked={layout.totals} onChange={(e) => onChange({ totals: e.target.checked })} data-testid="pd-totals">{t('totals')}</Checkbox>
        <Checkbox checked={layout.capitals} onChange={(e) => onChange({ capitals: e.target.checked })} data-testid="pd-capitals">{t('capitals')}</Checkbox>
        <Radio.Group value={layout.code} onChange={(e) => onChange({ code: e.target.value })} optionType="button" size="small"
          options={[{ value: 'none', label: t('codeNone') }, { value: 'barcode', label: t('barcode') }, { value: 'qr', label: t('qr') }]} />
      </Space>
      <LogoDesigner logo={layout.logo} onChange={(logo) => onChange({ logo })} />
      <div>
        <strong>{t('texts')}</strong>{' '}
        <Button size="small" icon={<PlusOutlined />} data-testid="pd-add-text" onClick={() => onChange({ texts: [...layout.texts, { position: 'bottom', text: '' }] })}>{t('add')}</Button>
        {layout.texts.map((x, i) => (
          <Space.Compact key={i} style={{ width: '100%', marginTop: 4 }}>
            <Select size="small" value={x.position} style={{ width: 110 }} options={[{ value: 'top', label: t('top') }, { value: 'bottom', label: t('bottom') }]}
              onChange={(v) => onChange({ texts: layout.texts.map((y, j) => (j === i ? { ...y, position: v } : y)) })} />
            <Input size="small" value={x.text} data-testid={`pd-text-${i}`} aria-label={t('texts')} onChange={(e) => onChange({ texts: layout.texts.map((y, j) => (j === i ? { ...y, text: e.target.value } : y)) })} />
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('remove')} onClick={() => onChange({ texts: layout.texts.filter((_, j) => j !== i) })} />
          </Space.Compact>
        ))}
      </div>
      <div>
        <strong>{t('signatures')}</strong>{' '}
        <Button size="small" icon={<PlusOutlined />} onClick={() => onChange({ signatures: [...layout.signatures, { zh: '', en: '' }] })}>{t('add')}</Button>
        {layout.signatures.map((s, i) => (
          <Space.Compact key={i} style={{ width: '100%', marginTop: 4 }}>
            <Input size="small" value={s.zh} placeholder="中文" aria-label={t('labelZh')} onChange={(e) => onChange({ signatures: layout.signatures.map((y, j) => (j === i ? { ...y, zh: e.target.value } : y)) })} />
            <Input size="small" value={s.en} placeholder="English" aria-label={t('labelEn')} onChange={(e) => onChange({ signatures: layout.signatures.map((y, j) => (j === i ? { ...y, en: e.target.value } : y)) })} />
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('remove')} onClick={() => onChange({ signatures: layout.signatures.filter((_, j) => j !== i) })} />
          </Space.Compact>
        ))}
      </div>
    </Space>
  );
}
