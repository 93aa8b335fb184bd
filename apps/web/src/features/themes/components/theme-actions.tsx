import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { themes } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { themeKeys } from '../api/keys';
import { removeTheme } from '../api/remove-theme';
import { DuplicateThemeButton } from './duplicate-theme-button';

/** The editor a theme opens in: the page editor or the expert mode, each with its right. */
export function editPath(row: Pick<themes.ThemeRow, 'id' | 'mode'>): string {
  return row.mode === 'expert' ? `/products/themes/edit/expert?id=${row.id}` : `/products/themes/edit?id=${row.id}`;
}

/** The products showing a theme, named (the first few) and counted. */
export function ProductsUsing({ row }: { row: themes.ThemeRow }) {
  const { t } = useTranslation('themes');
  const names = row.products.map((product) => product.title).join(', ');
  const more = row.productCount - row.products.length;
  return <span data-testid="theme-in-use">{more > 0 ? t('list.productsAndMore', { names, count: more }) : names}</span>;
}

/**
 * Edit, duplicate and delete a theme of the list. Deleting a theme that products show names them
 * and asks again: confirmed, they show the default page (detach).
 */
export function ThemeActions({ row }: { row: themes.ThemeRow }) {
  const { t } = useTranslation('themes');
  const rights = useRights();
  const canEdit = row.mode === 'expert' ? rights['prod.theme_expert_edit'] : rights['prod.theme_edit'];
  const canDuplicate =
    rights['prod.theme_create'] && (row.mode === 'editor' || rights['prod.theme_expert_create']) && !row.legacy;
  const inUse = row.productCount > 0;
  return (
    <Flex gap="small" wrap align="center">
      {canEdit && !row.legacy && (
        <Link to={editPath(row)} data-testid="theme-edit">
          {t('list.edit')}
        </Link>
      )}
      {canDuplicate && <DuplicateThemeButton row={row} />}
      {rights['prod.theme_edit'] && (
        <ConfirmAction
          title={t('list.deleteConfirm', { title: row.title })}
          content={
            inUse ? (
              <>
                <Typography.Paragraph>{t('list.deleteInUse', { count: row.productCount })}</Typography.Paragraph>
                <Typography.Paragraph strong>
                  <ProductsUsing row={row} />
                </Typography.Paragraph>
              </>
            ) : undefined
          }
          okText={inUse ? t('list.deleteAnyway') : undefined}
          mutationFn={() => removeTheme(row.id, inUse)}
          invalidate={[themeKeys.all]}
          successMessage={t('list.deleted')}
          button={{ size: 'small', type: 'link' }}
          danger
          testId="theme-delete"
        >
          {t('list.delete')}
        </ConfirmAction>
      )}
    </Flex>
  );
}
