import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { resourceByName } from '@zf/shared';
import { api } from '../../request/index.ts';
import type { RecordList, ResourceRecord } from './resource-api.ts';
import { listAll } from './resource-api.ts';
import { parentOptions } from './tree.ts';
import { useDebounced } from './use-debounced.ts';

const pageSize = 50;
/**
 * What a picker of a resource asks for unless its params say otherwise: warehouse pickers leave out subcontractors'
 * warehouses (委外仓, used only by outsourcing documents); `{ subcontracted: 'all' }` asks for every warehouse.
 */
const pickerDefaults: Record<string, Record<string, string | number>> = { warehouses: { subcontracted: 0 } };

export type OptionLabel = (record: ResourceRecord) => string;
const byName: OptionLabel = (r) => String(r.name ?? r.id);

export interface RefSelectProps {
  /** The target resource name, e.g. 'brands'. */
  resource: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The current value's display name (the record's `<x>_name`), shown before the options load. */
  initialLabel?: string;
  optionLabel?: OptionLabel;
  /** Narrows the choice, e.g. `{ type: 2 }`: only suppliers (which also needs only the supplier page's rights). */
  params?: Record<string, string | number>;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  id?: string;
}

/**
 * A searchable select over another resource (brand, unit, category…): it asks the server with the typed keyword,
 * 50 at a time. A tree target (categories, departments) is a tree select over the whole tree. Options of a
 * resource the user may not open simply stay empty (4003 is not worth a notification here).
 */
export function RefSelect(props: RefSelectProps) {
  const target = resourceByName(props.resource);
  return target?.tree ? <RefTreeSelect {...props} /> : <RefListSelect {...props} />;
}

function RefListSelect({ resource, value, onChange, initialLabel, optionLabel = byName, params, placeholder, allowClear = true, style, id }: RefSelectProps) {
  const [keyword, setKeyword] = useState('');
  // The name of what was picked, kept for when the list no longer holds it (the keyword is cleared on close).
  const [picked, setPicked] = useState<{ value: number; label: string }>();
  const debounced = useDebounced(keyword);
  const query = { ...pickerDefaults[resource], ...params };
  const options = useQuery({
    queryKey: ['ref', resource, debounced, query],
    queryFn: ({ signal }) => api.get<RecordList>(`/${resource}`, { ...query, page: 1, page_size: pageSize, keyword: debounced || undefined }, { signal, quiet: [4003] }),
    staleTime: 30_000,
  });
  const items = useMemo(() => {
    const list = (options.data?.list ?? []).map((r) => ({ value: r.id, label: optionLabel(r) }));
    // Keep the chosen record selectable (and named) when it is not among the first 50 or the keyword's matches.
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: (picked?.value === value ? picked.label : initialLabel) || String(value) });
    return list;
  }, [options.data, value, initialLabel, optionLabel, picked]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear={allowClear}
      value={value || undefined}
      onChange={(v) => {
        const label = items.find((o) => o.value === v)?.label;
        if (v && label) setPicked({ value: v, label });
        onChange?.(v ?? undefined);
      }}
      onOpenChange={(open) => !open && setKeyword('')}
      options={items}
      loading={options.isFetching}
      placeholder={placeholder}
      style={style}
      popupMatchSelectWidth={false}
    />
  );
}

function RefTreeSelect({ resource, value, onChange, params, placeholder, allowClear = true, style, id }: RefSelectProps) {
  const rows = useQuery({ queryKey: ['ref', resource, 'tree', params], queryFn: ({ signal }) => listAll(resource, { ...params }, signal, [4003]), staleTime: 30_000 });
  const treeData = useMemo(() => parentOptions(rows.data ?? []), [rows.data]);
  return (
    <TreeSelect
      id={id}
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear={allowClear}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      treeData={treeData}
      treeDefaultExpandAll
      loading={rows.isFetching}
      placeholder={placeholder}
      style={style}
      popupMatchSelectWidth={false}
    />
  );
}
