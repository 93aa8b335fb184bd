import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from './confirm-action/confirm-action';

interface Props {
  /** The feature's namespace, holding the delete question: `<kind>.deleteConfirm`, `<kind>.deleteEffect`, `<kind>.deleted`. */
  ns: string;
  /** What the row is (`plot`, `model`...): names the texts and the test ids (`<kind>-edit`). */
  kind: string;
  /** What the buttons name the row by ("Edit Clos du Moulin"). */
  name: string;
  /** Opens the edit page; absent without the edit right. */
  onEdit?: () => void;
  /** Removes the row once confirmed; absent without the delete right. */
  remove?: () => Promise<unknown>;
  /** The queries a removal makes stale. */
  invalidate: readonly QueryKey[];
  /** More buttons (copy...), between edit and delete. */
  extra?: ReactNode;
}

/** The edit and delete buttons of a list's row, each shown only with its right (absent callback). */
export function RowActions({ ns, kind, name, onEdit, remove, invalidate, extra }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap="small">
      {onEdit && (
        <Button
          size="small"
          type="link"
          onClick={onEdit}
          aria-label={t('rowActions.editNamed', { name })}
          data-testid={`${kind}-edit`}
        >
          {t('rowActions.edit')}
        </Button>
      )}
      {extra}
      {remove && (
        <ConfirmAction
          title={t(`${kind}.deleteConfirm`, { ns, name })}
          content={t(`${kind}.deleteEffect`, { ns })}
          mutationFn={remove}
          invalidate={invalidate}
          successMessage={t(`${kind}.deleted`, { ns })}
          button={{ size: 'small', type: 'link', 'aria-label': t('rowActions.deleteNamed', { name }) }}
          danger
          testId={`${kind}-delete`}
        >
          {t('rowActions.delete')}
        </ConfirmAction>
      )}
    </Flex>
  );
}
