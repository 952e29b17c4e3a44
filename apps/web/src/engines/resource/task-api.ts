import { useQuery } from '@tanstack/react-query';
import type { Task } from '@zf/shared';
import { api, downloadXlsx } from '../../request/index.ts';

/** A background task of API.md (imports, exports, reposts): GET /tasks/:id, the shared contract's Task. */
export type { Task } from '@zf/shared';

/** What a finished import reports: rows imported, rows refused and why (row = spreadsheet row number). */
export interface ImportResult {
  success: number;
  failed: number;
  errors: Array<{ row: number; message: string }>;
}

export const isFinished = (t: Task | undefined): boolean => t?.status === 'done' || t?.status === 'failed';

/** Polls one task every second until it is done or failed (the import dialog's progress bar). */
export function useTask(taskId: number | null) {
  return useQuery({
    queryKey: ['/tasks', taskId],
    queryFn: ({ signal }) => api.get<Task>(`/tasks/${taskId}`, undefined, { signal }),
    enabled: taskId !== null,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : 1000),
    staleTime: 0,
  });
}

/** A finished task's file (an export, or an import's error workbook), saved under the task's file name. */
export const downloadTaskFile = (task: Pick<Task, 'id' | 'file_name'>) => downloadXlsx(`/tasks/${task.id}/file`, {}, task.file_name ?? `task-${task.id}.xlsx`);

/** The result of an import task, whatever the server put there. */
export function importResultOf(task: Task | undefined): ImportResult | null {
  const r = task?.result as Partial<ImportResult> | null | undefined;
  if (!r || typeof r.success !== 'number') return null;
  return { success: r.success, failed: r.failed ?? 0, errors: Array.isArray(r.errors) ? r.errors : [] };
}
