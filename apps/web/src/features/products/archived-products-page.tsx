import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { exportCsvUrl } from './api/csv-files';
import { ProductTable } from './components/product-table';

/** /products/archived: the archived products, to unarchive (or delete) them. */
export default function ArchivedProductsPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  return (
    <>
      <PageTitle
        extra={
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate('/products/myproducts')}
            data-testid="product-list-link"
          >
            {t('routes.prodList')}
          </Button>
        }
      >
        {t('routes.prodArchived')}
      </PageTitle>
      <ProductTable
        archived
        toolbar={
          <Button icon={<DownloadOutlined />} href={exportCsvUrl(true)} data-testid="product-export">
            {t('list.export')}
          </Button>
        }
      />
    </>
  );
}
