import type { ReactNode } from 'react';
import { Button, Card, Result } from 'antd';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { notify } from '../../../api/notify';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { resolverKeys } from '../api/keys';

/** The record a create/edit page edits: `?id=` (none: a new one). */
export const useEditedId = () => useSearchParams()[0].get('id') ?? undefined;

interface Props<T> {
  id: string | undefined;
  query: UseQueryResult<T>;
  /** The page's title when it creates (`routes.menuCreateItem`...). */
  newTitleKey: string;
  /** The page's title when it edits: the record's name. */
  editTitle: (record: T) => string;
  children: (record: T | undefined) => ReactNode;
}

/**
 * A create/edit page of the resolver: `/products/menus/createitem` creates, the same with `?id=`
 * edits once the record has loaded (the form starts from it, so it is drawn only then).
 */
export function EditPage<T>({ id, query, newTitleKey, editTitle, children }: Props<T>) {
  const { t } = useTranslation('resolver');
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

/** After a save: the lists refreshed, a word of it, back to the list. */
export function useAfterSave(listPath: string, messageKey: string) {
  const { t } = useTranslation('resolver');
  const navigate = useNavigate();
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: resolverKeys.all });
    notify.success(t(messageKey));
    void navigate(listPath);
  };
}

/** The form's "Cancel": back to the list, nothing saved. */
export function CancelButton({ listPath }: { listPath: string }) {
  const { t } = useTranslation('resolver');
  const navigate = useNavigate();
  return (
    <Button onClick={() => void navigate(listPath)} data-testid="form-cancel">
      {t('actions.cancel')}
    </Button>
  );
}
