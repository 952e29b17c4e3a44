import { BankOutlined, DownOutlined, KeyOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { changePasswordPath, myEnterprisesPath, personalInfoPath, setupCenterPath } from '../../router/layout-paths.ts';
import { logout } from '../../session/session-actions.ts';
import { useSession } from '../../stores/session.store.ts';
import { avatarMenuEntries } from './avatar-menu-entries.ts';

/**
 * User name and avatar menu (SPEC §2): personal info and workplace (partner_group 0 or 3), change password, the
 * setup centre for enterprise 91, and exit after a confirmation worded in the current language.
 */
export function AvatarMenu({ showName }: { showName: boolean }) {
  const { t } = useTranslation('app');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const enterpriseId = useSession((s) => s.enterprise_id);

  const look: Record<string, { icon: ReactNode; label: string }> = {
    [personalInfoPath]: { icon: <UserOutlined />, label: t('avatar.personalInfo') },
    [myEnterprisesPath]: { icon: <BankOutlined />, label: t('avatar.workplace') },
    [changePasswordPath]: { icon: <KeyOutlined />, label: t('avatar.changePassword') },
    [setupCenterPath]: { icon: <SettingOutlined />, label: t('route.setupCenter') },
  };
  const items = avatarMenuEntries(user?.partner_group, enterpriseId).flatMap((key): NonNullable<MenuProps['items']> => {
    if (key === 'logout') return [{ type: 'divider' }, { key, icon: <LogoutOutlined />, label: t('avatar.logout'), danger: true }];
    const entry = look[key];
    return entry ? [{ key, ...entry }] : [];
  });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'logout') return navigate(key);
    modal.confirm({
      title: t('avatar.logoutTitle'),
      content: t('avatar.logoutConfirm'),
      okText: t('avatar.logoutOk'),
      cancelText: t('common.cancel'),
      onOk: () => logout(),
    });
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <span className="zf-avatar" data-testid="avatar-menu">
        <Avatar size={28} src={user?.head_img || undefined} icon={<UserOutlined />} />
        {showName ? <span className="zf-avatar-name">{user?.name}</span> : null}
        <DownOutlined style={{ fontSize: 10 }} />
      </span>
    </Dropdown>
  );
}
