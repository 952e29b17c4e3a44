import { describe, expect, it } from 'vitest';
import { buildTree, parentOptions, subtreeIds } from './tree.ts';

const rows = [
  { id: 1, name: '制动系统', parent_id: 0 },
  { id: 2, name: '刹车片', parent_id: 1 },
  { id: 3, name: '刹车盘', parent_id: 1 },
  { id: 4, name: '前刹车片', parent_id: 2 },
  { id: 5, name: '滤清器', parent_id: 0 },
  { id: 6, name: '孤儿', parent_id: 99 },
];

describe('tree resources', () => {
  it('nest rows under their parents in list order; an orphan shows at the root', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.name)).toEqual(['制动系统', '滤清器', '孤儿']);
    expect(tree[0]!.children!.map((n) => n.name)).toEqual(['刹车片', '刹车盘']);
    expect(tree[0]!.children![0]!.children!.map((n) => n.name)).toEqual(['前刹车片']);
    expect(tree[1]!.children).toBeUndefined();
  });
  it('never offer a node or its descendants as its own parent', () => {
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 2, 3, 4]);
    const options = parentOptions(rows, 2);
    const brake = options[0]!;
    expect(brake.disabled).toBeUndefined();
    expect(brake.children![0]).toMatchObject({ value: 2, disabled: true });
    expect(brake.children![0]!.children![0]).toMatchObject({ value: 4, disabled: true });
    expect(brake.children![1]!.disabled).toBeUndefined();
  });
});
