import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';

/** Renders a loaded record, or its spinner, or its error with a retry. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spin />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={errorMessage(query.error)}
        extra={<Button onClick={() => void query.refetch()}>{t('table.retry')}</Button>}
      />
    );
  }
  return <>{children(query.data)}</>;
}
