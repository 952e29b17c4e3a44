import type { BillMeta } from '@zf/shared';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import type { SaveAction } from './use-save-bill.ts';

/**
 * The editor's buttons: 取消, 保存并新增, 保存并审核 (only for whoever may approve this page's bills, as the server
 * requires `_audit` for `audit: true`) and 保存. One is busy at a time; the others wait for it.
 */
export function SaveButtons({ meta, saving, onCancel, onSave, newAllowed = true }: {
  meta: BillMeta; saving: SaveAction | false; onCancel: () => void; onSave: (action: SaveAction) => void; newAllowed?: boolean;
}) {
  const { t } = useTranslation('documents');
  const can = useCan(meta.page);
  const busy = (action: SaveAction) => ({ loading: saving === action, disabled: saving !== false && saving !== action });
  return (
    <Space wrap>
      <Button onClick={onCancel}>{t('cancel')}</Button>
      {newAllowed && <Button {...busy('new')} onClick={() => onSave('new')} data-testid="bill-save-new">{t('saveNew')}</Button>}
      {can(`${meta.funPrefix}_audit`) && <Button {...busy('audit')} onClick={() => onSave('audit')} data-testid="bill-save-audit">{t('saveApprove')}</Button>}
      <Button type="primary" {...busy('save')} onClick={() => onSave('save')} data-testid="bill-save">{t('save')}</Button>
    </Space>
  );
}
