import { Card, Descriptions, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { useLedgerSettings } from './settings-form.tsx';

/** System parameters (systemParam) of the general ledger: who may audit a voucher; the books' start, read-only here. */
export default function SystemParamPage() {
  const { t } = useTranslation('ledger-init');
  const { t: ti } = useTranslation('invoices');
  const can = useCan('systemParam');
  const { settings, save } = useLedgerSettings(t('settings.saved'));
  const s = settings.data;
  return (
    <PageRights page="systemParam">
      <Card variant="borderless" title={t('params.title')} loading={settings.isLoading} data-testid="system-param">
        {s && (
          <Descriptions bordered column={1} size="middle" styles={{ label: { width: 280 } }}>
            <Descriptions.Item label={t('params.makerCannotAudit')}>
              <Switch checked={s.maker_cannot_audit} disabled={!can('system_param_edit')} onChange={(v) => void save({ maker_cannot_audit: v })} data-testid="maker-cannot-audit" />
              <span style={{ marginLeft: 12, color: 'var(--ant-color-text-secondary)' }}>{t('params.makerCannotAuditHint')}</span>
            </Descriptions.Item>
            <Descriptions.Item label={ti('vatOnInvoice')}>
              <Switch checked={s.vat_on_invoice} disabled={!can('system_param_edit')} onChange={(v) => void save({ vat_on_invoice: v })} data-testid="vat-on-invoice" />
              <span style={{ marginLeft: 12, color: 'var(--ant-color-text-secondary)' }}>{ti('vatOnInvoiceHint')}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('params.voucherWords')}>
              <Radio.Group value={s.voucher_words} disabled={!can('system_param_edit')} onChange={(e) => void save({ voucher_words: e.target.value as 'single' | 'cash_split' })} data-testid="voucher-words"
                options={[{ value: 'single', label: t('params.wordsSingle') }, { value: 'cash_split', label: t('params.wordsCashSplit') }]} />
              <div style={{ marginTop: 4, color: 'var(--ant-color-text-secondary)' }}>{t('params.voucherWordsHint')}</div>
            </Descriptions.Item>
            <Descriptions.Item label={t('params.startPeriod')}>{s.start_period || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('params.initialized')}>{t(s.initialized ? 'params.yes' : 'params.no')}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </PageRights>
  );
}
