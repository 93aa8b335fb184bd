import { Button, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand } from '@seal/shared';
import { errorMessage } from '../../api/error-message';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { useBrand } from './api/use-brand';
import { BrandForm } from './components/brand-form';
import { BrandView } from './components/brand-view';

/** /brand: the brand consumers see; editable with cerv.cerv_admin or prod.edit, read-only otherwise. */
export default function BrandPage() {
  const { t } = useTranslation('brand');
  const rights = useRights();
  const saved = useBrand();
  const canEdit = brand.BRAND_EDIT_RIGHTS.some((right) => rights[right]);

  return (
    <>
      <PageTitle>{t('routes.brand')}</PageTitle>
      <Card>
        {saved.isPending ? (
          <Spin />
        ) : saved.isError ? (
          <Result
            status="warning"
            title={errorMessage(saved.error)}
            extra={<Button onClick={() => void saved.refetch()}>{t('table.retry')}</Button>}
          />
        ) : canEdit ? (
          <BrandForm saved={saved.data} />
        ) : (
          <BrandView saved={saved.data} />
        )}
      </Card>
    </>
  );
}
