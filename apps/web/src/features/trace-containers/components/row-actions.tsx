import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { containerKeys } from '../api/keys';

interface Props {
  /** What the buttons name the row by ("Edit Case of 6"). */
  name: string;
  /** Opens the edit page; absent without the edit right. */
  onEdit?: () => void;
  /** Removes the row once confirmed; absent without the delete right. */
  remove?: () => Promise<unknown>;
  /** The texts of the delete question: `<kind>.deleteConfirm`, `<kind>.deleteEffect`, `<kind>.deleted`. */
  kind: 'model' | 'productContainer';
  /** More buttons (copy...). */
  extra?: ReactNode;
}

/** The edit and delete buttons of a row of the container lists, each shown only with its right. */
export function RowActions({ name, onEdit, remove, kind, extra }: Props) {
  const { t } = useTranslation('trace-containers');
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
          invalidate={[containerKeys.all]}
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
