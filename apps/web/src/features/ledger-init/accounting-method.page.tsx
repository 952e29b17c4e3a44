import { Card, Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { useLedgerSettings } from './settings-form.tsx';

/**
 * Accounting methods (accountingMethod): the stock costing method (changeable until stock moves or the books start)
 * and how bill vouchers are made (on approval or in batches).
 */
export default function AccountingMethodPage() {
  const { t } = useTranslation('ledger-init');
  const can = useCan('accountingMethod');
  const { settings, save } = useLedgerSettings(t('settings.saved'));
  const s = settings.data;
  const editable = can('accounting_method_edit');
  return (
    <PageRights page="accountingMethod">
      <Card variant="borderless" title={t('method.title')} loading={settings.isLoading} data-testid="accounting-method">
        {s && (
          <Form layout="vertical" style={{ maxWidth: 640 }}>
            <Form.Item label={t('method.costing')} extra={t('method.costingHint')}>
              <Radio.Group disabled={!editable} value={s.stock_accounting_method} onChange={(e) => void save({ stock_accounting_method: e.target.value as number })}
                options={[1, 2, 3].map((m) => ({ value: m, label: t(`method.costings.${m}`) }))} />
            </Form.Item>
            <Form.Item label={t('method.voucherMode')} extra={<Typography.Text type="secondary">{t('method.voucherModeHint')}</Typography.Text>}>
              <Radio.Group disabled={!editable} value={s.voucher_mode} onChange={(e) => void save({ voucher_mode: e.target.value as 'on_approval' | 'batch' })}
                options={[{ value: 'on_approval', label: t('method.modes.on_approval') }, { value: 'batch', label: t('method.modes.batch') }]} />
            </Form.Item>
          </Form>
        )}
      </Card>
    </PageRights>
  );
}
