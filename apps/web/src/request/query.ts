import { QueryClient, useMutation, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { api, type Method, request, type RequestOptions } from './client.ts';
import { ApiError } from './outcome.ts';

/**
 * One QueryClient for the app. Business errors are final (a retry would show the same notification twice), so
 * retries are off; data stays fresh for 30 s so switching tabs does not refetch everything.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** GET path?params as a query; the key is the path and params, so equal calls share one cache entry. */
export function useApiQuery<T>(
  path: string,
  params?: Record<string, unknown>,
  options: Omit<UseQueryOptions<T, ApiError, T, QueryKey>, 'queryKey' | 'queryFn'> & { quiet?: number[] } = {},
) {
  const { quiet, ...rest } = options;
  return useQuery<T, ApiError>({
    queryKey: params ? [path, params] : [path],
    queryFn: ({ signal }) => api.get<T>(path, params, { signal, quiet }),
    ...rest,
  });
}

/** A write call; on success the listed query paths are refetched. */
export function useApiMutation<TBody = unknown, TData = unknown>(
  method: Exclude<Method, 'GET'>,
  path: string | ((body: TBody) => string),
  options: { invalidates?: string[]; quiet?: number[] } & Pick<RequestOptions, 'params'> = {},
) {
  return useMutation<TData, ApiError, TBody>({
    mutationFn: (body) => request<TData>(method, typeof path === 'function' ? path(body) : path, { body, quiet: options.quiet, params: options.params }),
    onSuccess: async () => {
      await Promise.all((options.invalidates ?? []).map((p) => queryClient.invalidateQueries({ queryKey: [p] })));
    },
  });
}
