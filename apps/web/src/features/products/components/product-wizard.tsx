import { useMemo, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ERRORS, type products } from '@seal/shared';
import { AppError, isAppError } from '../../../api/app-error';
import { notify } from '../../../api/notify';
import { useRights } from '../../../api/session';
import { Wizard } from '../../../components/wizard/wizard';
import { useCreateProduct } from '../api/use-create-product';
import { useUpdateProduct } from '../api/use-update-product';
import {
  checkProductInput,
  editProductValues,
  hiddenFields,
  newProductValues,
  toProductInput,
  withErrorField,
} from '../product-form-values';
import { askGtinReuse } from './gtin-reuse';
import { useProductSteps } from './product-steps';

const LIST = '/products/myproducts';

/** Creates a product (no `product`) or edits one, through the five steps. */
export function ProductWizard({ product }: { product?: products.Product }) {
  const { t } = useTranslation('products');
  const rights = useRights();
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const hidden = useMemo(() => hiddenFields(rights), [rights]);
  const [initialValues] = useState(() => (product ? editProductValues(product, rights) : newProductValues(rights)));
  const contentTitles = useMemo(
    () => new Map((product?.contents ?? []).map((content) => [content.productId, content.title])),
    [product],
  );
  const steps = useProductSteps({ hidden, productId: product?.id, contentTitles });

  const send = async (input: products.ProductInput, confirmGtinReuse: boolean): Promise<products.Product> => {
    try {
      return product
        ? await update.mutateAsync({ ...input, productId: product.id, confirmGtinReuse })
        : await create.mutateAsync({ ...input, confirmGtinReuse });
    } catch (error) {
      // "Keep it" sends the form again, confirmed; "change it" goes back to the GTIN field.
      const gtinUsed = isAppError(error) && error.is(ERRORS.product.gtinUsed);
      if (gtinUsed && !confirmGtinReuse && (await askGtinReuse(modal, t, error.params))) return send(input, true);
      throw withErrorField(error);
    }
  };

  const submit = async (values: Record<string, unknown>) => {
    const input = toProductInput(values, rights);
    const issues = checkProductInput(input);
    if (issues.length > 0) throw new AppError(ERRORS.common.validation, {}, issues);
    return send(input, false);
  };

  return (
    <>
      {modalHolder}
      <Wizard
        steps={steps}
        initialValues={initialValues}
        onSubmit={submit}
        onSuccess={() => {
          notify.success(t(product ? 'editor.saved' : 'editor.created'));
          void navigate(LIST);
        }}
        submitLabel={t(product ? 'editor.save' : 'editor.create')}
        onCancel={() => void navigate(LIST)}
        cancelTestId="product-cancel"
        testId="product-wizard"
      />
    </>
  );
}
