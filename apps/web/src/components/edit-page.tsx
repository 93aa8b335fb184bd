import type { ReactNode } from 'react';
import { Button, Card, Result } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../api/error-message';
import { PageSpinner } from './page-spinner';
import { PageTitle } from './page-title';

/** The record a create/edit page edits: `?id=` (none: a new one). */
export const useEditedId = () => useSearchParams()[0].get('id') ?? undefined;

interface Props<T> {
  id: string | undefined;
  query: UseQueryResult<T>;
  /** The page's title when it creates: its route's title (`routes.wineNew`...). */
  newTitleKey: string;
  /** The page's title when it edits: the record's name. */
  editTitle: (record: T) => string;
  children: (record: T | undefined) => ReactNode;
}

/**
 * A create/edit page: without `?id=` it creates; with it, it draws the form once the record has
 * loaded (the form starts from it), and says why when it cannot load, with a retry.
 */
export function EditPage<T>({ id, query, newTitleKey, editTitle, children }: Props<T>) {
  const { t } = useTranslation();
  if (id && query.isPending) return <PageSpinner />;
  if (id && query.isError)
    return (
      <Result
        status="warning"
        title={errorMessage(query.error)}
        extra={<Button onClick={() => void query.refetch()}>{t('table.retry')}</Button>}
      />
    );
  const record = id ? query.data : undefined;
  return (
    <>
      <PageTitle>{record ? editTitle(record) : t(newTitleKey)}</PageTitle>
      <Card>{children(record)}</Card>
    </>
  );
}
