import { Button, Flex } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListInput, ListResult } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { PageTitle } from '../../../components/page-title';
import { ResourceTable } from '../../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { resolverKeys } from '../api/keys';
import { formatUpdated } from './format';

interface Props<T extends { id: string; updatedAt: string }> {
  /** The route's title (`routes.resolverItems`...). */
  titleKey: string;
  /** The kind's texts in the resolver namespace: `item`, `header`, `footer` or `menu`. */
  kind: 'item' | 'header' | 'footer' | 'menu';
  /** The create/edit page; edit adds `?id=`. */
  formPath: string;
  queryKey: QueryKey;
  fetcher: (input: ListInput, signal: AbortSignal) => Promise<ListResult<T>>;
  /** Its own columns; the last change's date and the actions follow. */
  columns: ResourceColumns<T>;
  remove: (id: string) => Promise<unknown>;
  /** What the delete question names the row by. */
  nameOf: (row: T) => string;
}

/**
 * A list of the resolver (items, headers, footers, menus): new, edit and delete, each shown only
 * to a user holding its right (prod.resolver_create, prod.resolver_delete).
 */
export function ResolverListPage<T extends { id: string; updatedAt: string }>(props: Props<T>) {
  const { t } = useTranslation('resolver');
  const navigate = useNavigate();
  const rights = useRights();
  const canEdit = Boolean(rights['prod.resolver_create']);
  const canDelete = Boolean(rights['prod.resolver_delete']);
  const { kind } = props;

  const updated: ResourceColumns<T> = [
    {
      key: 'updatedAt',
      priority: 3,
      title: t('columns.updated'),
      sorter: true,
      render: (_, row) => formatUpdated(row.updatedAt),
    },
  ];
  const actions: ResourceColumns<T> =
    canEdit || canDelete
      ? [
          {
            key: 'actions',
            title: t('columns.actions'),
            fixed: 'right',
            render: (_, row) => (
              <Flex gap="small">
                {canEdit && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => void navigate(`${props.formPath}?id=${row.id}`)}
                    aria-label={t('actions.editNamed', { name: props.nameOf(row) })}
                    data-testid={`${kind}-edit`}
                  >
                    {t('actions.edit')}
                  </Button>
                )}
                {canDelete && (
                  <ConfirmAction
                    title={t(`${kind}.deleteConfirm`, { name: props.nameOf(row) })}
                    content={t(`${kind}.deleteEffect`)}
                    mutationFn={() => props.remove(row.id)}
                    invalidate={[resolverKeys.all]}
                    successMessage={t(`${kind}.deleted`)}
                    button={{
                      size: 'small',
                      type: 'link',
                      'aria-label': t('actions.deleteNamed', { name: props.nameOf(row) }),
                    }}
                    danger
                    testId={`${kind}-delete`}
                  >
                    {t('actions.delete')}
                  </ConfirmAction>
                )}
              </Flex>
            ),
          },
        ]
      : [];

  return (
    <>
      <PageTitle
        extra={
          canEdit && (
            <Button type="primary" onClick={() => void navigate(props.formPath)} data-testid={`${kind}-new`}>
              {t(`${kind}.new`)}
            </Button>
          )
        }
      >
        {t(props.titleKey)}
      </PageTitle>
      <ResourceTable<T>
        queryKey={props.queryKey}
        fetcher={props.fetcher}
        columns={[...props.columns, ...updated, ...actions]}
        rowKey="id"
        searchPlaceholder={t(`${kind}.search`)}
        testId={`${kind}s-table`}
      />
    </>
  );
}
