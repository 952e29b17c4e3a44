import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Input, Modal, Row, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../../app/layout/menu-icons.tsx';
import { maxShortcuts, saveShortcuts, useShortcuts } from './shortcuts-api.ts';
import { searchPages, shortcutPages, type MenuPageRef } from './menu-pages.ts';

/** Route names of the pages under a tree node (the node itself when it is a page). */
const pagesUnder = (node: TreeDataNode): string[] => (node.children?.length ? node.children.flatMap(pagesUnder) : [String(node.key)]);

/** Sections → groups → pages, as the picker's tree; only page nodes carry route names as keys. */
function pickerTree(pages: MenuPageRef[]): TreeDataNode[] {
  const sections = new Map<string, Map<string, TreeDataNode[]>>();
  for (const p of pages) {
    const groups = sections.get(p.section) ?? new Map<string, TreeDataNode[]>();
    sections.set(p.section, groups);
    groups.set(p.group, [...(groups.get(p.group) ?? []), { key: p.name, title: p.title }]);
  }
  return [...sections].map(([section, groups]) => ({
    key: `s:${section}`,
    title: section,
    children: [...groups].map(([group, children]) => ({ key: `g:${section}:${group}`, title: group, children })),
  }));
}

/**
 * The shortcut menu of the home page (SPEC §2 "Home: shortcut menu"): the pages this user pinned, saved per user
 * and enterprise on the server. Changing it needs the home tree's dashboard_shortcut_edit (SPEC §6 button rule).
 */
export function ShortcutMenu({ pages, canEdit }: { pages: MenuPageRef[]; canEdit: boolean }) {
  const { t } = useTranslation('dashboard');
  const { message } = App.useApp();
  const saved = useShortcuts();
  const shown = useMemo(() => shortcutPages(saved.data?.list ?? [], pages), [saved.data, pages]);
  const [picking, setPicking] = useState<string[] | null>(null);
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const visible = useMemo(() => (filter.trim() ? searchPages(pages, filter, pages.length) : pages), [pages, filter]);
  const tree = useMemo(() => pickerTree(visible), [visible]);
  const firstSection = useMemo(() => (tree[0] ? [tree[0].key, ...(tree[0].children ?? []).map((g) => g.key)] : []), [tree]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  // While filtering every match is shown; otherwise the first section starts open and the user opens the rest.
  const expandedKeys = filter.trim() ? tree.flatMap((s) => [s.key, ...(s.children ?? []).map((g) => g.key)]) : (expanded ?? firstSection);

  const open = () => {
    setFilter('');
    setExpanded(null);
    setPicking(shown.map((p) => p.name));
  };

  // A checkbox of a page toggles it; one of a section or group toggles every page shown under it. The order of
  // picking is kept: earlier picks stay first, new ones join at the end.
  const onCheck = (_: unknown, info: { checked: boolean; node: TreeDataNode }) => {
    const touched = pagesUnder(info.node);
    const current = picking ?? [];
    const next = info.checked ? [...current, ...touched.filter((k) => !current.includes(k))] : current.filter((k) => !touched.includes(k));
    if (next.length > maxShortcuts) {
      message.warning(t('shortcuts.tooMany', { max: maxShortcuts }));
      return;
    }
    setPicking(next);
  };

  const save = async () => {
    if (!picking) return;
    setBusy(true);
    try {
      await saveShortcuts(picking);
      message.success(t('shortcuts.saved'));
      setPicking(null);
    } catch {
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={t('shortcuts.title')}
      variant="borderless"
      loading={saved.isLoading}
      extra={
        canEdit ? (
          <Button type="link" icon={<EditOutlined />} onClick={open} data-testid="shortcuts-edit">
            {t('shortcuts.edit')}
          </Button>
        ) : null
      }
      data-testid="shortcut-menu"
    >
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={canEdit ? t('shortcuts.emptyEdit') : t('shortcuts.empty')} style={{ margin: 0 }} />
      ) : (
        <Row gutter={[12, 12]}>
          {shown.map((p) => (
            <Col key={p.name} xs={8} sm={6} md={4} xl={3}>
              <Link to={p.path} className="zf-entry zf-shortcut" data-testid={`shortcut-${p.name}`}>
                <span className="zf-entry-icon">
                  <MenuIcon name={p.icon} />
                </span>
                <Typography.Text ellipsis={{ tooltip: `${p.section} / ${p.title}` }}>{p.title}</Typography.Text>
              </Link>
            </Col>
          ))}
        </Row>
      )}
      <Modal
        open={picking !== null}
        title={t('shortcuts.pickTitle', { count: picking?.length ?? 0, max: maxShortcuts })}
        okText={t('shortcuts.save')}
        onOk={() => void save()}
        confirmLoading={busy}
        onCancel={() => setPicking(null)}
        destroyOnHidden
      >
        <Input prefix={<SearchOutlined />} placeholder={t('search.placeholder')} value={filter} onChange={(e) => setFilter(e.target.value)} allowClear style={{ marginBottom: 12 }} data-testid="shortcut-filter" />
        <div className="zf-shortcut-picker" data-testid="shortcut-picker">
          <Tree
            checkable
            selectable={false}
            treeData={tree}
            checkedKeys={picking ?? []}
            onCheck={(keys, info) => onCheck(keys, info)}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys)}
          />
        </div>
      </Modal>
    </Card>
  );
}
