import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { caskKeys } from '../api/keys';
import type { CellarKind } from '../model/paths';

interface Props {
  kind: CellarKind;
  /** What the buttons name the row by ("Edit Clos du Moulin"). */
  name: string;
  /** Opens the edit page; absent without the edit right. */
  onEdit?: () => void;
  /** Removes the row once confirmed; absent without the delete right. */
  remove?: () => Promise<unknown>;
}

/** The edit and delete buttons of a plot, provider or container row, each shown only with its right. */
export function RowActions({ kind, name, onEdit, remove }: Props) {
  const { t } = useTranslation('certicask');
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
      {remove && (
        <ConfirmAction
          title={t(`${kind}.deleteConfirm`, { name })}
          content={t(`${kind}.deleteEffect`)}
          mutationFn={remove}
          invalidate={[caskKeys.all]}
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
