import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { useRights } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { useSheet } from './api/get-sheet';
import { SheetForm } from './components/sheet-form';

/** /qrnutri/new: a new sheet; /qrnutri/edit?id=: a sheet, editable with qrnutri.fiche_create. */
export default function SheetEditPage() {
  const { t } = useTranslation('qrnutri');
  const { t: tr } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const canEdit = useRights()['qrnutri.fiche_create'] === true;
  const query = useSheet(id);
  if (id && query.isPending) return <PageSpinner />;
  if (id && query.isError)
    return (
      <Result
        status="warning"
        title={errorMessage(query.error)}
        extra={<Button onClick={() => void query.refetch()}>{t('form.retry')}</Button>}
      />
    );
  const sheet = id ? query.data : undefined;
  return (
    <>
      <PageTitle>{sheet ? sheet.productTitle : tr('routes.qrnutriNew')}</PageTitle>
      <Card>
        <SheetForm sheet={sheet} readOnly={!canEdit} />
      </Card>
    </>
  );
}
