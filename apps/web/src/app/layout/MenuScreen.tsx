import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '../menu/menu-types.ts';
import { MenuIcon } from './menu-icons.tsx';

/** The generic screen of a level-2 menu (SPEC §2 "generic supply-chain menu screen"): its pages as a grid of entries. */
export function MenuScreen({ title, entries }: { title: string; entries: MenuEntry[] }) {
  const { t } = useTranslation('app');
  return (
    <Card title={title} variant="borderless">
      {entries.length === 0 ? (
        <Empty description={t('menuScreen.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {entries.map((e) => (
            <Col key={e.name} xs={12} sm={8} md={6} lg={4}>
              <Link to={e.path} className="zf-entry" data-testid={`entry-${e.name}`}>
                <span className="zf-entry-icon">
                  <MenuIcon name={e.icon} />
                </span>
                <Typography.Text ellipsis={{ tooltip: e.title }}>{e.title}</Typography.Text>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
