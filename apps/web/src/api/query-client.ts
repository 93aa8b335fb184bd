import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isAppError } from './app-error';
import { showError } from './error-message';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The screen shows the error itself (or it is expected, like "no session"). */
      silent?: boolean;
    };
    mutationMeta: {
      /** 'inline': a form shows the error beside its fields, so no toast. */
      errorDisplay?: 'inline' | 'toast';
    };
  }
}

const MAX_RETRIES = 2;

/** Only server and network failures are worth retrying; 4xx answers will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !isAppError(error) || error.isNetwork || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _result, mutation) => {
        if (mutation.meta?.errorDisplay !== 'inline') showError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
