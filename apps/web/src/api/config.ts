import { queryOptions } from '@tanstack/react-query';
import { request } from './http';

export interface ServerConfig {
  /** Admin host receiving the legacy `.php` paths. */
  adminUrl: string;
  version: string;
}

export const getConfig = (signal?: AbortSignal) => request<ServerConfig>('GET', '/api/config', undefined, { signal });

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: Infinity,
});
