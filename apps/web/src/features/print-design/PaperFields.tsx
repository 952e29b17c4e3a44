import type { PrintPaper } from '@zf/shared';
import { InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Paper size (A4, A5, 241×140 continuous form, custom mm), orientation and margins in mm. */
export function PaperFields({ paper, onChange }: { paper: PrintPaper; onChange: (p: PrintPaper) => void }) {
  const { t } = useTranslation('print-design');
  const margin = (side: keyof PrintPaper['margins']) => (
    <InputNumber key={side} size="small" min={0} max={50} value={paper.margins[side]} addonBefore={t(`margin.${side}`)} style={{ width: 118 }}
      onChange={(v) => onChange({ ...paper, margins: { ...paper.margins, [side]: v ?? 0 } })} />
  );
  return (
    <Space wrap size={[8, 6]}>
      <Select size="small" value={paper.size} style={{ width: 240 }} aria-label={t('paper')} data-testid="pd-paper"
        options={(['A4', 'A5', '241x140', 'custom'] as const).map((v) => ({ value: v, label: t(`size.${v}`) }))} onChange={(size) => onChange({ ...paper, size })} />
      {paper.size === 'custom' ? (
        <>
          <InputNumber size="small" min={30} max={1000} value={paper.width} addonAfter="mm" aria-label={t('paperWidth')} onChange={(v) => onChange({ ...paper, width: v ?? 210 })} style={{ width: 110 }} />
          <InputNumber size="small" min={20} max={2000} value={paper.height} addonAfter="mm" aria-label={t('paperHeight')} onChange={(v) => onChange({ ...paper, height: v ?? 297 })} style={{ width: 110 }} />
        </>
      ) : null}
      <Select size="small" value={paper.orientation} style={{ width: 100 }} aria-label={t('orientation')} onChange={(orientation) => onChange({ ...paper, orientation })}
        options={[{ value: 'portrait', label: t('portrait') }, { value: 'landscape', label: t('landscape') }]} />
      {(['top', 'right', 'bottom', 'left'] as const).map(margin)}
    </Space>
  );
}
