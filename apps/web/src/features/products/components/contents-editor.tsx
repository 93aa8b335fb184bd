import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, products } from '@seal/shared';
import { emptyToUndefined } from '../product-form-values';
import { ProductSelect } from './product-select';

export interface ContentsEditorProps {
  productId?: string;
  knownTitles: ReadonlyMap<string, string>;
}

/** The products a container holds, with the quantity of each (1 to 499). */
export function ContentsEditor({ productId, knownTitles }: ContentsEditorProps) {
  const { t } = useTranslation('products');
  const form = Form.useFormInstance();
  const chosen = ((Form.useWatch('contents', form) ?? []) as { productId?: string }[]).flatMap((item) =>
    item?.productId ? [item.productId] : [],
  );

  return (
    <Form.Item label={t('fields.contents')} required data-testid="product-contents">
      <Form.List name="contents">
        {(items, { add, remove }, { errors }) => (
          <Flex vertical gap="small">
            {items.length === 0 && <Typography.Text type="secondary">{t('contents.empty')}</Typography.Text>}
            {items.map((item, index) => (
              <Flex key={item.key} gap="small" align="start" data-testid="content-row">
                <Form.Item name={[item.name, 'productId']} style={{ flex: 1, marginBottom: 0 }}>
                  <ProductSelect
                    exclude={[...(productId ? [productId] : []), ...chosen.filter((_, i) => i !== index)]}
                    knownTitles={knownTitles}
                    testId="content-product"
                  />
                </Form.Item>
                <Form.Item name={[item.name, 'quantity']} normalize={emptyToUndefined} style={{ marginBottom: 0 }}>
                  <InputNumber
                    min={1}
                    max={LIMITS.containerQuantity.below - 1}
                    precision={0}
                    placeholder={t('contents.quantity')}
                    aria-label={t('contents.quantity')}
                    data-testid="content-quantity"
                  />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={t('contents.remove')} onClick={() => remove(item.name)} />
              </Flex>
            ))}
            {items.length < products.PRODUCT_MAX_CONTENTS && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ quantity: 1 })}
                style={{ alignSelf: 'flex-start' }}
                data-testid="content-add"
              >
                {t('contents.add')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
