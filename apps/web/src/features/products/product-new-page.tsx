import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { ProductWizard } from './components/product-wizard';

/** /products/new: the five-step product wizard (prod.create). */
export default function ProductNewPage() {
  const { t } = useTranslation('products');
  return (
    <>
      <PageTitle>{t('routes.prodNew')}</PageTitle>
      <Card>
        <ProductWizard />
      </Card>
    </>
  );
}
