import { Alert, Spin } from 'antd';
import { errorMessage } from '../../../api/error-message';
import { useProductContainer } from '../api/get-product-container';
import { ProductContainerForm } from './product-container-form';

/** A product container to edit (?id=) or a new one. */
export function ProductContainerEditor({ productContainerId }: { productContainerId?: string }) {
  const query = useProductContainer(productContainerId);
  if (!productContainerId) return <ProductContainerForm />;
  if (query.isError) return <Alert type="error" showIcon title={errorMessage(query.error)} />;
  if (!query.data) return <Spin />;
  return <ProductContainerForm key={query.data.id} productContainer={query.data} />;
}
