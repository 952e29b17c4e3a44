import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Collapse, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageNode, PermissionGroupPages } from '@zf/shared';
import { Auth } from '../../engines/permission/Auth.tsx';
import { useConflictHandler, useLanguage } from '../../engines/resource/index.ts';
import { api } from '../../request/index.ts';
import { editorTree, grantsOf, setColumns, setFunctions, toggleSystem, togglePage, toPages, visibleColumns, type Grants } from './grant-model.ts';

/**
 * What one group may do: per area, each page (open it or not), its function codes (buttons) and the columns it
 * may see (SPEC §6). Saved as a whole with PUT /permission-groups/:id/pages.
 */
export function GroupRights({ groupId }: { groupId: number }) {
  const { t } = useTranslation('enterprise');
  const language = useLanguage();
  const { message } = App.useApp();
  const tree = useMemo(() => editorTree(), []);
  const onConflict = useConflictHandler();
  const stored = useQuery({ queryKey: ['/permission-groups', groupId, 'pages'], queryFn: () => api.get<PermissionGroupPages>(`/permission-groups/${groupId}/pages`) });
  const [edited, setEdited] = useState<Grants | null>(null);
  const [busy, setBusy] = useState(false);
  const grants = edited ?? (stored.data ? grantsOf(stored.data.pages) : {});

  const save = async () => {
    setBusy(true);
    try {
      // The rights' version as loaded: someone else's save since is refused (4090) and offered to reload.
      await api.put(`/permission-groups/${groupId}/pages`, { pages: toPages(grants), version: stored.data?.version }, { quiet: [4090] });
      message.success(t('groups.saved'));
      setEdited(null);
      await stored.refetch();
    } catch (e) {
      // "Reload" drops the unsaved ticks for the rights as they are now; "keep" leaves them on screen.
      onConflict(e, async () => { await stored.refetch(); setEdited(null); });
    } finally {
      setBusy(false);
    }
  };

  const row = (p: PageNode) => {
    const g = grants[p.name];
    return {
      key: p.name,
      page: <Checkbox checked={!!g} onChange={(e) => setEdited(togglePage(grants, p, e.target.checked))}>{p.title[language]}</Checkbox>,
      funs: p.funs.length === 0 ? <Typography.Text type="secondary">-</Typography.Text> : (
        <Checkbox.Group disabled={!g} value={g?.funs ?? []} onChange={(v) => setEdited(setFunctions(grants, p, v as string[]))}
          options={p.funs.map((f) => ({ value: f.code, label: f.title[language] }))} />
      ),
      cols: p.cols.length === 0 ? <Typography.Text type="secondary">{t('groups.allColumns')}</Typography.Text> : (
        <Checkbox.Group disabled={!g} value={visibleColumns(g, p)} onChange={(v) => setEdited(setColumns(grants, p, v as string[]))}
          options={p.cols.map((c) => ({ value: c.key, label: c.title[language] }))} />
      ),
    };
  };

  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Auth code="permission_group_edit"><Button type="primary" disabled={!edited} loading={busy} onClick={() => void save()}>{t('groups.saveRights')}</Button></Auth>
        <Button disabled={!edited} onClick={() => setEdited(null)}>{t('groups.undo')}</Button>
        <Typography.Text type="secondary">{t('groups.granted', { count: Object.keys(grants).length })}</Typography.Text>
      </Space>
      <Collapse
        size="small"
        items={tree.map(({ system, pages }) => {
          const on = pages.filter((p) => grants[p.name]).length;
          return {
            key: system.name,
            label: (
              // The tick turns the whole area on or off; the title only opens it.
              <Space size={8}>
                <span onClick={(e) => e.stopPropagation()}>
                  <Checkbox aria-label={system.title[language]} checked={on === pages.length} indeterminate={on > 0 && on < pages.length} onChange={(e) => setEdited(toggleSystem(grants, pages, e.target.checked))} />
                </span>
                <span>{system.title[language]} <Typography.Text type="secondary">({on}/{pages.length})</Typography.Text></span>
              </Space>
            ),
            children: (
              <Table size="small" pagination={false} dataSource={pages.map(row)} columns={[
                { title: t('groups.page'), dataIndex: 'page', width: 220 },
                { title: t('groups.functions'), dataIndex: 'funs' },
                { title: t('groups.columns'), dataIndex: 'cols', width: 360 },
              ]} />
            ),
          };
        })}
      />
    </div>
  );
}
