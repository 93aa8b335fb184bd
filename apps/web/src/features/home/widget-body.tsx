import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message';
import { SkeletonLines } from '../../components/skeleton/skeleton';

/**
 * What a widget shows of its own query: a skeleton while it loads, its error with a retry, else
 * its data. Each widget has its own, so a slow or failing one never holds the others.
 */
export function WidgetBody<T>({
  query,
  id,
  children,
}: {
  query: UseQueryResult<T>;
  id: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div data-testid={`widget-${id}-loading`} aria-busy="true">
        <SkeletonLines />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="widget-error" role="alert" data-testid={`widget-${id}-error`}>
        <p className="widget-card-note">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('home.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
