import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { homePath } from '../router/layout-paths.ts';
import { useTags, type TagView } from '../stores/tags.store.ts';

/**
 * Visited tabs (SPEC §2): click to switch, × to close, right-click for refresh / close / close others / close all.
 * Fixed (affix) tabs have no × and survive "close all". Closing the tab on screen opens the last one left.
 */
export function TagsView() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const visited = useTags((s) => s.visited);
  const { close, closeOthers, closeAll } = useTags.getState();
  const strip = useRef<HTMLDivElement>(null);

  // The current page's tab is always in sight: on a narrow screen the strip scrolls sideways to it.
  useEffect(() => {
    const box = strip.current;
    const tab = box?.querySelector<HTMLElement>('.zf-tag-active');
    if (!box || !tab) return;
    const margin = 12;
    if (tab.offsetLeft - margin < box.scrollLeft) box.scrollLeft = tab.offsetLeft - margin;
    else if (tab.offsetLeft + tab.offsetWidth + margin > box.scrollLeft + box.clientWidth) box.scrollLeft = tab.offsetLeft + tab.offsetWidth + margin - box.clientWidth;
  }, [pathname, visited.length]);

  const goToLast = (left: TagView[]) => navigate(left.at(-1)?.fullPath ?? homePath);

  const act = (tag: TagView, action: string) => {
    if (action === 'refresh') {
      navigate(`/redirect${tag.fullPath}`, { replace: true });
    } else if (action === 'close') {
      close(tag.path);
      if (tag.path === pathname) goToLast(useTags.getState().visited);
    } else if (action === 'closeOthers') {
      closeOthers(tag.path);
      if (tag.path !== pathname) navigate(tag.fullPath);
    } else if (action === 'closeAll') {
      closeAll();
      const left = useTags.getState().visited;
      if (!left.some((v) => v.path === pathname)) goToLast(left);
    }
  };

  const menuOf = (tag: TagView): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tags.refresh') },
      { key: 'close', label: t('tags.close'), disabled: tag.affix },
      { key: 'closeOthers', label: t('tags.closeOthers') },
      { key: 'closeAll', label: t('tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      act(tag, key);
    },
  });

  return (
    <div className="zf-tags" data-testid="tags-view">
      <div className="zf-tags-scroll" ref={strip} data-testid="tags-strip">
        {visited.map((tag) => {
          const active = tag.path === pathname;
          return (
            <Dropdown key={tag.path} trigger={['contextMenu']} menu={menuOf(tag)}>
              <Link to={tag.fullPath} className={`zf-tag${active ? ' zf-tag-active' : ''}`} data-testid="tag" data-path={tag.path}>
                {active ? <span className="zf-tag-dot" /> : null}
                <span>{tag.title}</span>
                {tag.affix ? null : (
                  <CloseOutlined
                    className="zf-tag-close"
                    aria-label={t('tags.close')}
                    onClick={(e) => {
                      e.preventDefault();
                      e.stopPropagation();
                      act(tag, 'close');
                    }}
                  />
                )}
              </Link>
            </Dropdown>
          );
        })}
      </div>
    </div>
  );
}
