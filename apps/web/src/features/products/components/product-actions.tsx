import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { products } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { archiveProduct } from '../api/archive-product';
import { deleteProduct } from '../api/delete-product';
import { productKeys } from '../api/keys';
import { unarchiveProduct } from '../api/unarchive-product';

/** Edit, archive or unarchive, and delete a product of a list, each with its right. */
export function ProductActions({ product }: { product: products.ProductRow }) {
  const { t } = useTranslation('products');
  const rights = useRights();
  const small = { size: 'small', type: 'link' } as const;
  return (
    <Flex gap="small" wrap>
      {rights['prod.edit'] && !product.archived && (
        <Link to={`/products/edit?id=${product.id}`} data-testid="product-edit">
          {t('list.edit')}
        </Link>
      )}
      {rights['prod.archive'] && !product.archived && (
        <ConfirmAction
          title={t('list.archiveConfirm', { title: product.title })}
          mutationFn={() => archiveProduct(product.id)}
          invalidate={[productKeys.all]}
          successMessage={t('list.archivedDone')}
          button={small}
          testId="product-archive"
        >
          {t('list.archive')}
        </ConfirmAction>
      )}
      {rights['prod.archive'] && product.archived && (
        <ConfirmAction
          title={t('list.unarchiveConfirm', { title: product.title })}
          mutationFn={() => unarchiveProduct(product.id)}
          invalidate={[productKeys.all]}
          successMessage={t('list.unarchivedDone')}
          button={small}
          testId="product-unarchive"
        >
          {t('list.unarchive')}
        </ConfirmAction>
      )}
      {rights['prod.delete'] && (
        <ConfirmAction
          title={t('list.deleteConfirm', { title: product.title })}
          content={t('list.deleteContent')}
          mutationFn={() => deleteProduct(product.id)}
          invalidate={[productKeys.all]}
          successMessage={t('list.deletedDone')}
          button={small}
          danger
          testId="product-delete"
        >
          {t('list.delete')}
        </ConfirmAction>
      )}
    </Flex>
  );
}
