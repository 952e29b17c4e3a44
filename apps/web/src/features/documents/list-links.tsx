import { findPage, routePath } from '@zf/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/stores/permission.store.ts';

/** The detail pages a money document's list leads to: what customers owe us, what we owe suppliers. */
const detailPages: Record<string, string[]> = {
  receipts: ['receivableDetail'],
  'receivable-bills': ['receivableDetail'],
  payments: ['payableDetail'],
  'payable-bills': ['payableDetail'],
  verifications: ['receivableDetail', 'payableDetail'],
};

/** Buttons above a bill list that open related query pages the user may open (hidden pages of the menu tree). */
export function ListLinks({ type }: { type: string }) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const permissionAll = usePermission((s) => s.permissionAll);
  return (detailPages[type] ?? []).filter((name) => permissionAll[name]).map((name) => (
    <Button key={name} onClick={() => navigate(routePath(findPage(name)!))}>{t(`links.${name}`)}</Button>
  ));
}
