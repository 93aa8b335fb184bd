import type { ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../api/error-message';

/** What a query brought, once it came: a spinner meanwhile, its error if it failed. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isError) return <Alert type="error" showIcon title={errorMessage(query.error)} />;
  if (query.data === undefined) return <Spin />;
  return <>{children(query.data)}</>;
}
