export { api, request, type Method, type RequestOptions } from './client.ts';
export { ApiError } from './outcome.ts';
export { configureRequest } from './bridge.ts';
export { downloadXlsx, saveBlob } from './download.ts';
export { queryClient, useApiMutation, useApiQuery } from './query.ts';
export { useAction, type Action } from './use-action.ts';
