import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../api/notify';
import { PageTitle } from '../../components/page-title';
import { alertKeys } from './api/alerts-api';
import { AlertWizard } from './components/alert-wizard';

const LIST = '/security/alertManagement';

/** /security/alertCreate: the alert wizard, then the list. */
export default function AlertCreatePage() {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <>
      <PageTitle>{t('routes.secuAlertCreate')}</PageTitle>
      <Card>
        <AlertWizard
          onCancel={() => void navigate(LIST)}
          onDone={() => {
            notify.success(t('created'));
            void client.invalidateQueries({ queryKey: alertKeys.all });
            void navigate(LIST);
          }}
        />
      </Card>
    </>
  );
}
