import { DownloadOutlined, InboxOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { CSV_TEMPLATE_URL, exportCsvUrl } from './api/csv-files';
import { ProductTable } from './components/product-table';

/** /products/myproducts: the catalogue, with its CSV files and the way to the archive. */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const rights = useRights();
  const canImport = rights['prod.create'] && rights['prod.edit'];

  const toolbar = (
    <>
      {canImport && (
        <Button
          icon={<UploadOutlined />}
          onClick={() => void navigate('/products/import')}
          data-testid="product-import"
        >
          {t('list.import')}
        </Button>
      )}
      <Button icon={<DownloadOutlined />} href={exportCsvUrl(false)} data-testid="product-export">
        {t('list.export')}
      </Button>
      {canImport && (
        <Button icon={<DownloadOutlined />} href={CSV_TEMPLATE_URL} data-testid="product-template">
          {t('list.template')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageTitle
        extra={
          <Flex gap="small" wrap>
            {rights['prod.archive'] && (
              <Button
                icon={<InboxOutlined />}
                onClick={() => void navigate('/products/archived')}
                data-testid="product-archive-link"
              >
                {t('routes.prodArchived')}
              </Button>
            )}
            {rights['prod.create'] && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate('/products/new')}
                data-testid="product-new"
              >
                {t('list.new')}
              </Button>
            )}
          </Flex>
        }
      >
        {t('routes.prodList')}
      </PageTitle>
      <ProductTable archived={false} toolbar={toolbar} />
    </>
  );
}
