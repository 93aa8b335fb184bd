import { useState } from 'react';
import { Button, Form, Modal, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zId, type activation } from '@seal/shared';
import { notify } from '../../../api/notify';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { currentLanguage } from '../../../i18n';
import { useChangeActivationProduct } from '../api/change-activation-product';
import { activationKeys } from '../api/keys';
import { searchProducts } from '../../../components/remote-select/search-products';

const ZChangeProduct = z.object({ productId: zId });

/**
 * "Change product" on a row (secu.change_product). An activation holding dynamic data values
 * cannot change product (206): the button stays, disabled, and says why; the server refuses it
 * too, and its message shows in the dialog when the row could not tell.
 */
export function ChangeProductButton({ row }: { row: activation.ActivationRow }) {
  const { t } = useTranslation('activation');
  const [open, setOpen] = useState(false);
  const change = useChangeActivationProduct();
  if (row.status === 'cancelled') return null;
  const locked = Object.keys(row.dynamicData).length > 0;

  if (locked) {
    return (
      <Tooltip title={t('errors.activation.productHasDynamicData')}>
        <Button size="small" type="link" disabled data-testid="change-product-locked">
          {t('list.changeProduct')}
        </Button>
      </Tooltip>
    );
  }

  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} data-testid="change-product">
        {t('list.changeProduct')}
      </Button>
      <Modal
        open={open}
        title={t('changeProduct.title', { first: row.firstReference, last: row.lastReference })}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {t('changeProduct.current', { product: row.productTitle })}
        </Typography.Paragraph>
        <ResourceForm
          schema={ZChangeProduct}
          mode="edit"
          onSubmit={(values) => change.mutateAsync({ activationId: row.id, productId: values.productId })}
          onSuccess={() => {
            notify.success(t('changeProduct.done'));
            setOpen(false);
          }}
          submitLabel={t('changeProduct.submit')}
          testId="change-product-form"
        >
          <Form.Item name="productId" label={t('changeProduct.newProduct')} required>
            <RemoteSelect
              queryKey={[...activationKeys.productOptions, currentLanguage()]}
              search={searchProducts}
              exclude={[row.productId]}
              placeholder={t('product.search')}
              testId="change-product-select"
            />
          </Form.Item>
        </ResourceForm>
      </Modal>
    </>
  );
}
