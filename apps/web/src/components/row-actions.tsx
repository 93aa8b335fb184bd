import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from './confirm-action/confirm-action';

interface Props {
  /** The feature's texts: `actions.edit`, `actions.editNamed`, `actions.delete`, `actions.deleteNamed`,
   * and the delete question's `<kind>.deleteConfirm`, `<kind>.deleteEffect`, `<kind>.deleted`. */
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
  const { t } = useTranslation(ns);
  return (
    <Flex gap="small">
      {onEdit && (
        <Button
          size="small"
          type="link"
          onClick={onEdit}
          aria-label={t('actions.editNamed', { name })}
          data-testid={`${kind}-edit`}
        >
          {t('actions.edit')}
        </Button>
      )}
      {extra}
      {remove && (
        <ConfirmAction
          title={t(`${kind}.deleteConfirm`, { name })}
          content={t(`${kind}.deleteEffect`)}
          mutationFn={remove}
          invalidate={invalidate}
          successMessage={t(`${kind}.deleted`)}
          button={{ size: 'small', type: 'link', 'aria-label': t('actions.deleteNamed', { name }) }}
          danger
          testId={`${kind}-delete`}
        >
          {t('actions.delete')}
        </ConfirmAction>
      )}
    </Flex>
  );
}
