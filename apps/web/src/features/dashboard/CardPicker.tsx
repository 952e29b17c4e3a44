import { SettingOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Col, Modal, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCards } from './dashboard-api.ts';

/** "Customize cards": which trade cards and report charts this user shows (saved per user on the server). */
export function CardPicker({ chosen, groups }: { chosen: string[]; groups: Array<{ title: string; keys: string[] }> }) {
  const { t } = useTranslation('dashboard');
  const { message } = App.useApp();
  const [picking, setPicking] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const all = groups.flatMap((g) => g.keys);

  const save = async () => {
    if (!picking) return;
    setBusy(true);
    try {
      // Keep the user's order for cards kept, new ones in their default place.
      const kept = chosen.filter((c) => picking.includes(c));
      const added = all.filter((c) => picking.includes(c) && !kept.includes(c));
      const hidden = chosen.filter((c) => !all.includes(c));
      await saveCards([...kept, ...added, ...hidden]);
      void message.success(t('cards.saved'));
      setPicking(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" icon={<SettingOutlined />} onClick={() => setPicking(chosen.filter((c) => all.includes(c)))} data-testid="customize-cards">
        {t('cards.customize')}
      </Button>
      <Modal open={picking !== null} title={t('cards.customize')} okText={t('shortcuts.save')} onOk={() => void save()} confirmLoading={busy} onCancel={() => setPicking(null)} destroyOnHidden>
        <Checkbox.Group value={picking ?? []} onChange={(v) => setPicking(v as string[])} style={{ width: '100%' }}>
          {groups.map((g) => (
            <div key={g.title} style={{ marginBottom: 12, width: '100%' }}>
              <Typography.Text strong>{g.title}</Typography.Text>
              <Row gutter={[8, 8]} style={{ marginTop: 8 }}>
                {g.keys.map((k) => (
                  <Col key={k} xs={24} sm={12}>
                    <Checkbox value={k} data-testid={`card-option-${k}`}>{t(`cards.${k}`)}</Checkbox>
                  </Col>
                ))}
              </Row>
            </div>
          ))}
        </Checkbox.Group>
      </Modal>
    </>
  );
}
