import { Button, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { PageTitle } from '../../components/page-title';
import { useProduct } from './api/use-product';
import { ProductWizard } from './components/product-wizard';

const LIST = '/products/myproducts';

/** /products/edit?id=...: the wizard on a stored product (prod.edit). */
export default function ProductEditPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const product = useProduct(id);

  if (!id || product.isError) {
    return (
      <Result
        status="warning"
        title={id ? errorMessage(product.error) : t('editor.noProduct')}
        extra={<Button onClick={() => void navigate(LIST)}>{t('routes.prodList')}</Button>}
      />
    );
  }
  if (product.isPending) return <Spin />;
  const title = product.data.texts[product.data.defaultLanguage]?.title ?? t('routes.prodEdit');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Card>
        <ProductWizard key={product.data.id} product={product.data} />
      </Card>
    </>
  );
}
