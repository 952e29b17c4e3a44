import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageCenterPath } from '../../router/layout-paths.ts';
import { useMessageCount } from '../shell-data.ts';

/** Unread message count (GET /messages/count; no badge at 0), opening the message centre. */
export function MessageBadge() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const count = useMessageCount();
  return (
    <Tooltip title={t('route.messageCenter')}>
      <Badge count={count} size="small" offset={[-6, 6]} data-testid="message-badge">
        <Button type="text" icon={<BellOutlined />} onClick={() => navigate(messageCenterPath)} aria-label={t('route.messageCenter')} />
      </Badge>
    </Tooltip>
  );
}
