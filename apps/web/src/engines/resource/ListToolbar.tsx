import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Labels, Language, Resource } from '@zf/shared';
import { useResourceText } from './labels.ts';
import { RefSelect, type OptionLabel } from './RefSelect.tsx';

export type Filters = Record<string, string | number | undefined>;

/** A list filter a screen adds beyond the definition (products by vehicle model), served by the server's list filters. */
export interface ExtraFilter {
  key: string;
  label: Labels;
  /** A ref filter: the resource to pick from. */
  resource?: string;
  optionLabel?: OptionLabel;
}

interface ListToolbarProps {
  resource: Resource;
  language: Language;
  filterKeys: string[];
  extraFilters: ExtraFilter[];
  refParams: Record<string, Record<string, string | number>>;
  keyword: string;
  onKeyword(v: string): void;
  onSearch(value: string): void;
  filters: Filters;
  onFilter(key: string, value: string | number | undefined): void;
  onReset(): void;
  /** Buttons on the right (add, delete, import, export, columns). */
  actions: ReactNode;
}

const width = 170;
/** Filters shown before "more filters": a product has ten, and the list should not start half a screen down. */
const inlineFilters = 3;

/** Keyword search, one select per filter field, and the screen's buttons. */
export function ListToolbar(p: ListToolbarProps) {
  const t = useResourceText();
  const [expanded, setExpanded] = useState(false);
  const filterOf = (key: string): ReactNode => {
    const f = p.resource.allFields[key]!;
    const label = f.label[p.language];
    const value = p.filters[key];
    switch (f.kind) {
      case 'enum':
        return <Select allowClear placeholder={label} style={{ width }} value={value} onChange={(v) => p.onFilter(key, v)} options={(f.options ?? []).map((o) => ({ value: o.value, label: o.label[p.language] }))} />;
      case 'switch':
        return <Select allowClear placeholder={label} style={{ width }} value={value} onChange={(v) => p.onFilter(key, v)} options={[{ value: 1, label: `${label}: ${t('value.yes')}` }, { value: 0, label: `${label}: ${t('value.no')}` }]} />;
      case 'ref':
        return <RefSelect resource={f.ref!} params={p.refParams[key]} placeholder={label} style={{ width }} value={value === undefined ? undefined : Number(value)} onChange={(v) => p.onFilter(key, v)} />;
      default:
        return <Input allowClear placeholder={label} style={{ width }} value={value === undefined ? '' : String(value)} onChange={(e) => p.onFilter(key, e.target.value || undefined)} />;
    }
  };
  // The screen's own filters (a product's vehicle model) first: they are why the screen added them.
  const filters: ReactNode[] = [
    ...p.extraFilters.map((x) => (
      <span key={x.key} title={x.label[p.language]}>
        {x.resource
          ? <RefSelect resource={x.resource} optionLabel={x.optionLabel} placeholder={x.label[p.language]} style={{ width: 220 }} value={p.filters[x.key] === undefined ? undefined : Number(p.filters[x.key])} onChange={(v) => p.onFilter(x.key, v)} />
          : <Input allowClear placeholder={x.label[p.language]} style={{ width }} value={String(p.filters[x.key] ?? '')} onChange={(e) => p.onFilter(x.key, e.target.value || undefined)} />}
      </span>
    )),
    ...p.filterKeys.map((k) => <span key={k} title={p.resource.allFields[k]!.label[p.language]}>{filterOf(k)}</span>),
  ];
  // A filter in use never folds away out of sight.
  const folded = [...p.extraFilters.map((x) => x.key), ...p.filterKeys].slice(inlineFilters);
  const open = expanded || folded.some((k) => p.filters[k] !== undefined);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
      <Space wrap size={8}>
        <Input.Search
          allowClear
          placeholder={t('search.keyword')}
          style={{ width: 220 }}
          value={p.keyword}
          onChange={(e) => p.onKeyword(e.target.value)}
          onSearch={p.onSearch}
          data-testid="keyword"
          aria-label={t('search.keyword')}
        />
        {filters.slice(0, open ? filters.length : inlineFilters)}
        {filters.length > inlineFilters && (
          <Button type="link" disabled={folded.some((k) => p.filters[k] !== undefined)} onClick={() => setExpanded(!expanded)} icon={open ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
            {open ? t('search.less') : t('search.more', { count: filters.length - inlineFilters })}
          </Button>
        )}
        <Button onClick={p.onReset}>{t('actions.reset')}</Button>
      </Space>
      <Space wrap size={8}>{p.actions}</Space>
    </div>
  );
}
