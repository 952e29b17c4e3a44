import type { ListOf } from '@zf/shared';
import { ScanOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../request/index.ts';
import { matchScanned, type ScannedProduct } from './barcode-scan.ts';
import { beep } from './beep.ts';

/**
 * The scanner field of the bill editor: a scanner types the code and presses Enter; the product whose barcode (or code)
 * it is goes to `onProduct` (the editor adds a row or one more of it) with a high beep; an unknown code beeps low and
 * says so under the field. The field empties and keeps the focus for the next scan.
 */
export function BarcodeInput({ onProduct, disabled }: { onProduct: (product: ScannedProduct) => void; disabled?: boolean }) {
  const { t } = useTranslation('bills');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string>();
  const [busy, setBusy] = useState(false);

  const scan = async () => {
    const typed = code.trim();
    if (!typed || busy) return;
    setBusy(true);
    try {
      const found = await api.get<ListOf<ScannedProduct>>('/products', { keyword: typed, page_size: 20 });
      const product = matchScanned(typed, found.list);
      beep(Boolean(product));
      setMissing(product ? undefined : typed);
      if (product) onProduct(product);
      setCode('');
    } catch {
      beep(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Input
        data-testid="bill-barcode"
        aria-label={t('scan')}
        prefix={<ScanOutlined />}
        placeholder={t('scanPlaceholder')}
        style={{ width: 280 }}
        value={code}
        disabled={disabled}
        status={missing ? 'warning' : undefined}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={(e) => { e.preventDefault(); void scan(); }}
      />
      {missing && <div role="alert" style={{ color: 'var(--ant-color-warning-text, #d48806)', fontSize: 12 }}>{t('scanMissing', { code: missing })}</div>}
    </div>
  );
}
