import { useEffect, useRef } from 'react';
import { Alert, Divider, Form, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { currentLanguage } from '../../../i18n';
import { activationKeys } from '../api/keys';
import { searchProducts } from '../../../components/remote-select/search-products';
import { productTitle, useActivationProduct } from '../api/product-options';
import { DynamicValueInput } from '../../../components/dynamic-value-input';

/**
 * Step 2: the product the seals are activated on (not archived), then the values of its dynamic
 * data, each field as its format wants it. Changing the product clears the values of the other.
 */
export function ProductStep() {
  const { t } = useTranslation('activation');
  const form = Form.useFormInstance();
  const productId = Form.useWatch<string | undefined>('productId', form);
  const product = useActivationProduct(productId);
  const shown = useRef(productId);
  useEffect(() => {
    if (shown.current !== undefined && shown.current !== productId) form.setFieldValue('dynamicValues', []);
    shown.current = productId;
  }, [form, productId]);

  const items = product.data?.dynamicData ?? [];
  const known = product.data ? new Map([[product.data.id, productTitle(product.data)]]) : undefined;

  return (
    <>
      <Form.Item name="productId" label={t('fields.product')} required>
        <RemoteSelect
          queryKey={[...activationKeys.productOptions, currentLanguage()]}
          search={searchProducts}
          known={known}
          placeholder={t('product.search')}
          notFound={t('product.noMatch')}
          testId="activation-product"
        />
      </Form.Item>
      {productId && product.isPending && <Spin />}
      {product.isError && <Alert type="error" showIcon title={errorMessage(product.error)} />}
      {product.data && items.length === 0 && (
        <Typography.Paragraph type="secondary" data-testid="no-dynamic-data">
          {t('product.noDynamicData')}
        </Typography.Paragraph>
      )}
      {items.length > 0 && (
        <>
          <Divider titlePlacement="start">{t('product.dynamicData')}</Divider>
          {items.map((item, index) => (
            <Form.Item
              key={`${product.data?.id}-${index}`}
              name={['dynamicValues', index]}
              label={item.label}
              required={item.mandatory}
              extra={item.format === 'masked_text' ? t('product.maskHint', { mask: item.mask }) : undefined}
            >
              <DynamicValueInput
                item={item}
                countryPlaceholder={t('fields.anyCountry')}
                testId={`dynamic-value-${index}`}
              />
            </Form.Item>
          ))}
        </>
      )}
    </>
  );
}
