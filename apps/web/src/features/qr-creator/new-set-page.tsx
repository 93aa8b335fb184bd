import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { SetForm } from './components/set-form';

/** /security/qrcreator/new: a new set of QR codes or DataMatrix codes. */
export default function NewSetPage() {
  const { t } = useTranslation('qr-creator');
  return (
    <>
      <PageTitle>{t('newTitle')}</PageTitle>
      <Card>
        <SetForm />
      </Card>
    </>
  );
}
