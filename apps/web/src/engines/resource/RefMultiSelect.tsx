import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { resourceApi } from './resource-api.ts';
import type { OptionLabel } from './RefSelect.tsx';
import { useDebounced } from './use-debounced.ts';

export interface RefMultiSelectProps {
  resource: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  optionLabel?: OptionLabel;
  /** Names of records already chosen (e.g. from the saved relation) before any search returns them. */
  known?: Record<number, string>;
  params?: Record<string, string | number>;
  placeholder?: string;
  id?: string;
}

/** Several records of another resource, searched on the server by keyword, 50 at a time (catalogues are large). */
export function RefMultiSelect({ resource, value = [], onChange, optionLabel = (r) => String(r.name ?? r.id), known = {}, params, placeholder, id }: RefMultiSelectProps) {
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed);
  const found = useQuery({
    queryKey: ['ref', resource, 'search', keyword, params],
    queryFn: ({ signal }) => resourceApi(resource).list({ ...params, page: 1, page_size: 50, keyword: keyword || undefined }, signal, [4003]),
    staleTime: 30_000,
  });
  const options = useMemo(() => {
    const list = (found.data?.list ?? []).map((r) => ({ value: r.id, label: optionLabel(r) }));
    for (const v of value) if (!list.some((o) => o.value === v)) list.push({ value: v, label: known[v] ?? String(v) });
    return list;
  }, [found.data, value, known, optionLabel]);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value}
      onChange={(ids: number[]) => onChange?.(ids)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={options}
      loading={found.isFetching}
      placeholder={placeholder}
    />
  );
}
