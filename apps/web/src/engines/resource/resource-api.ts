import type { ResourceCreated } from '@zf/shared';
import { api, downloadXlsx } from '../../request/index.ts';
import { saveQuiet } from './stale-save.ts';

/** One record as the resource routes answer it: the fields, `<ref>_name` display names, times in unix seconds. */
export type ResourceRecord = Record<string, unknown> & { id: number };

export interface RecordList {
  list: ResourceRecord[];
  total: number;
  page: number;
  page_size: number;
}

/** List query of API.md "Master data": paging, keyword, sort, equality filters, `deleted=1` for the recycle bin. */
export interface ListParams {
  page: number;
  page_size: number;
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  deleted?: '1';
  [filter: string]: string | number | undefined;
}

/** The server's largest page; tree screens and ref selects read whole resources in pages of this size. */
export const maxPageSize = 500;

/** Calls of one resource (`/api/v1/<name>`). 4220 is left to the form (quiet), every other code notifies. */
export const resourceApi = (name: string) => ({
  list: (params: ListParams, signal?: AbortSignal, quiet: number[] = []) => api.get<RecordList>(`/${name}`, params, { signal, quiet }),
  get: (id: number) => api.get<ResourceRecord>(`/${name}/${id}`),
  create: (body: Record<string, unknown>) => api.post<ResourceCreated>(`/${name}`, body, { quiet: [4220] }),
  /** 4090 too: a stale version opens the form's reload dialog (stale-save.ts). */
  update: (id: number, body: Record<string, unknown>) => api.put(`/${name}/${id}`, body, { quiet: saveQuiet }),
  remove: (ids: number[]) => (ids.length === 1 ? api.delete(`/${name}/${ids[0]}`) : api.post(`/${name}/batch-delete`, { ids })),
  restore: (ids: number[]) => api.post(`/${name}/restore`, { ids }),
  /** The xlsx at once (null), or `{task_id}` when the server made it a download task (more than 2,000 rows). */
  export: (params: Record<string, unknown>, fileName: string) => downloadXlsx(`/${name}/export`, params, fileName),
});

/** Every live record of a resource (tree screens): pages of 500 until the total is reached. */
export async function listAll(name: string, params: Omit<ListParams, 'page' | 'page_size'>, signal?: AbortSignal, quiet: number[] = []): Promise<ResourceRecord[]> {
  const rows: ResourceRecord[] = [];
  for (let page = 1; ; page++) {
    const batch = await resourceApi(name).list({ ...params, page, page_size: maxPageSize } as ListParams, signal, quiet);
    rows.push(...batch.list);
    if (batch.list.length < maxPageSize || rows.length >= batch.total) return rows;
  }
}
