import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { activation } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { activationsPage } from './api/find-activations';
import { activationKeys } from './api/keys';
import { useActivationColumns } from './components/activation-columns';
import { activationMethods } from './model/seal-methods';

/** /security/activation: the activations of the entity (and its sub-entities with orga.master_security). */
export default function ActivationsPage() {
  const { t } = useTranslation('activation');
  const navigate = useNavigate();
  const rights = useRights();
  const columns = useActivationColumns();
  return (
    <>
      <PageTitle
        extra={
          <Flex gap="small" wrap>
            {rights['secu.cancel'] && (
              <Button
                icon={<StopOutlined />}
                onClick={() => void navigate('/security/cancellation')}
                data-testid="activation-cancel-link"
              >
                {t('routes.secuCancellation')}
              </Button>
            )}
            {activationMethods(rights).length > 0 && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate('/security/activation/new')}
                data-testid="activation-new"
              >
                {t('list.new')}
              </Button>
            )}
          </Flex>
        }
      >
        {t('routes.secuActivation')}
      </PageTitle>
      <ResourceTable<activation.ActivationRow>
        queryKey={activationKeys.activations}
        fetcher={activationsPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('list.search')}
        testId="activations-table"
      />
    </>
  );
}
