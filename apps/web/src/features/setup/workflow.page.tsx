import { ArrowRightOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuRoutesByName } from '../../app/menu/use-menu-route.ts';
import { treeTitle } from './page-title.ts';
import './setup.css';

/** The business flows of the system, left to right; each box opens its page when the user may open it. */
const lanes: Array<{ key: string; steps: string[] }> = [
  { key: 'purchase', steps: ['purchaseRequisition', 'purchaseOrder', 'purchaseWarehousing', 'purchaseInvoice', 'paymentBill'] },
  { key: 'sales', steps: ['saleQuotation', 'saleOrder', 'saleDelivery', 'saleInvoice', 'receiptBill'] },
  { key: 'stock', steps: ['otherInBill', 'stockTransfer', 'otherOutBill', 'inventoryList', 'outboundCostAccounting'] },
  { key: 'finance', steps: ['generateVoucher', 'voucherList', 'carryDownIncome', 'periodEndClose', 'balanceSheet'] },
];

/** The business process diagram (route getSystemWorkFloatList). */
export default function WorkflowPage() {
  const { t } = useTranslation('setup');
  const byName = useMenuRoutesByName();
  return (
    <Card title={t('workflow.title')} variant="borderless">
      <Typography.Paragraph type="secondary">{t('workflow.intro')}</Typography.Paragraph>
      {lanes.map((lane) => (
        <div key={lane.key} className="zf-flow-lane">
          <div className="zf-flow-lane-title">{t(`workflow.lane.${lane.key}`)}</div>
          <div className="zf-flow-steps">
            {lane.steps.map((name, i) => {
              const route = byName.get(name);
              const label = route?.title ?? treeTitle(name);
              return (
                <Fragment key={name}>
                  {i > 0 ? <ArrowRightOutlined className="zf-flow-arrow" /> : null}
                  {route ? (
                    <Link to={route.path} className="zf-flow-box">
                      {label}
                    </Link>
                  ) : (
                    <span className="zf-flow-box zf-flow-box-off" title={t('noAccess')}>
                      {label}
                    </span>
                  )}
                </Fragment>
              );
            })}
          </div>
        </div>
      ))}
    </Card>
  );
}
