import type { ReactNode } from 'react';
import { Button, Card, Result } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';

/** The record an edit page edits: `?id=`. */
export const useEditedId = () => useSearchParams()[0].get('id') ?? undefined;

interface Props<T> {
  id: string | undefined;
  query: UseQueryResult<T>;
  /** The page's title when it creates (`routes.wineNew`...). */
  newTitle: string;
  /** The page's title when it edits: the record's name. */
  editTitle: (record: T) => string;
  children: (record: T | undefined) => ReactNode;
}

/**
 * A create or edit page of the wine screens: the edit page draws its form once the record has
 * loaded (the form starts from it), and says why when it cannot load.
 */
export function EditPage<T>({ id, query, newTitle, editTitle, children }: Props<T>) {
  const { t } = useTranslation('wine');
  if (id && query.isPending) return <PageSpinner />;
  if (id && query.isError)
    return (
      <Result
        status="warning"
        title={errorMessage(query.error)}
        extra={<Button onClick={() => void query.refetch()}>{t('actions.retry')}</Button>}
      />
    );
  const record = id ? query.data : undefined;
  return (
    <>
      <PageTitle>{record ? editTitle(record) : newTitle}</PageTitle>
      <Card>{children(record)}</Card>
    </>
  );
}
