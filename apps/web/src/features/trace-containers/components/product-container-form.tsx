import { Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { traceContainers } from '@seal/shared';
import { notify } from '../../../api/notify';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { searchProducts } from '../../../components/remote-select/search-products';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useContainerModel } from '../api/get-model';
import { containerKeys } from '../api/keys';
import { saveProductContainer, type ProductContainerFields } from '../api/save-product-container';
import { searchModels } from '../api/search-models';
import { searchProductContainers } from '../api/search-product-containers';
import { CONTAINERS_PATH } from '../model/paths';

/** The parent choices: product containers of a higher level than the model's, never the edited one. */
function ParentField({ editedId, known }: { editedId?: string; known: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('trace-containers');
  const modelId = Form.useWatch<string | undefined>('containerModelId');
  const model = useContainerModel(modelId);
  const level = model.data?.level ?? 0;
  return (
    <Form.Item name="parentId" label={t('productContainer.parent')} extra={t('productContainer.parentHelp')}>
      <RemoteSelect
        queryKey={[...containerKeys.productContainerOptions, 'parents', level]}
        search={(text, signal) =>
          searchProductContainers(text, signal, (row) => row.level > level && row.id !== editedId)
        }
        known={known}
        exclude={editedId ? [editedId] : []}
        placeholder={t('productContainer.noParent')}
        testId="product-container-parent"
      />
    </Form.Item>
  );
}

/** The product container form: a product's container of a model, with its own GTIN and its parent. */
export function ProductContainerForm({ productContainer }: { productContainer?: traceContainers.ProductContainer }) {
  const { t } = useTranslation('trace-containers');
  const navigate = useNavigate();
  const client = useQueryClient();
  const toList = () => void navigate(`${CONTAINERS_PATH}?tab=products`);
  const stored = productContainer;
  const initialValues: Partial<ProductContainerFields> = stored
    ? {
        containerModelId: stored.containerModelId,
        productId: stored.productId,
        gtin: stored.gtin,
        parentId: stored.parentId,
      }
    : { parentId: null };

  return (
    <ResourceForm
      schema={traceContainers.zProductContainerFields}
      mode={stored ? 'edit' : 'create'}
      initialValues={initialValues}
      onSubmit={(values) => saveProductContainer(values, stored?.id)}
      onSuccess={() => {
        void client.invalidateQueries({ queryKey: containerKeys.all });
        notify.success(t(stored ? 'productContainer.saved' : 'productContainer.created'));
        toList();
      }}
      actions={<Button onClick={toList}>{t('actions.back')}</Button>}
      testId="product-container-form"
    >
      <Form.Item name="containerModelId" label={t('productContainer.model')} required>
        <RemoteSelect
          queryKey={containerKeys.modelOptions}
          search={searchModels}
          known={stored ? new Map([[stored.containerModelId, stored.containerModelName]]) : undefined}
          testId="product-container-model"
        />
      </Form.Item>
      <Form.Item name="productId" label={t('productContainer.product')} required>
        <RemoteSelect
          queryKey={[...containerKeys.all, 'product-options']}
          search={searchProducts}
          known={stored ? new Map([[stored.productId, stored.productTitle]]) : undefined}
          testId="product-container-product"
        />
      </Form.Item>
      <Form.Item name="gtin" label={t('productContainer.gtin')} extra={t('productContainer.gtinHelp')} required>
        <Input inputMode="numeric" maxLength={14} autoComplete="off" data-testid="product-container-gtin" />
      </Form.Item>
      <ParentField
        editedId={stored?.id}
        known={new Map(stored?.parentId ? [[stored.parentId, stored.parentGtin ?? stored.parentId]] : [])}
      />
    </ResourceForm>
  );
}
