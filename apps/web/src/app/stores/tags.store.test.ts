import { beforeEach, describe, expect, it } from 'vitest';
import { retitled, useTags, type TagView } from './tags.store.ts';

const tab = (path: string, affix = false): TagView => ({ fullPath: path, path, name: path, title: path, affix, noCache: false });

describe('tags view (SPEC §2 "Tabs")', () => {
  beforeEach(() => useTags.getState().reset([tab('/dashboard', true)]));
  const paths = () => useTags.getState().visited.map((v) => v.path);

  it('adds a visited page once and keeps its latest query', () => {
    useTags.getState().visit(tab('/a'));
    useTags.getState().visit({ ...tab('/a'), fullPath: '/a?id=2' });
    expect(paths()).toEqual(['/dashboard', '/a']);
    expect(useTags.getState().visited[1]!.fullPath).toBe('/a?id=2');
  });
  it('never closes a fixed tab', () => {
    ['/a', '/b', '/c'].forEach((p) => useTags.getState().visit(tab(p)));
    useTags.getState().close('/dashboard');
    expect(paths()).toEqual(['/dashboard', '/a', '/b', '/c']);
    useTags.getState().closeOthers('/b');
    expect(paths()).toEqual(['/dashboard', '/b']);
    useTags.getState().closeAll();
    expect(paths()).toEqual(['/dashboard']);
  });
  it('refresh bumps the generation that remounts the page', () => {
    useTags.getState().refresh('/a');
    useTags.getState().refresh('/a');
    expect(useTags.getState().generation['/a']).toBe(2);
  });

  it('renames the kept tabs in the language of the reloaded menu; a tab without a route keeps its title', () => {
    const kept = [{ ...tab('/purchase/purchaseBill'), name: 'purchaseBill', title: '采购单' }, { ...tab('/gone'), name: 'gone', title: '旧页面' }];
    expect(retitled(kept, [{ name: 'purchaseBill', title: 'Purchase bills' }]).map((v) => v.title)).toEqual(['Purchase bills', '旧页面']);
  });
});
