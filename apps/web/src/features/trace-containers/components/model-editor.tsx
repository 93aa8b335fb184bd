import { Alert, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRights } from '../../../api/session';
import { errorMessage } from '../../../api/error-message';
import { useContainerModel } from '../api/get-model';
import { CopyModelButton } from './copy-model-button';
import { ModelForm } from './model-form';

/**
 * A container model to edit (?id=) or a new one. A model in use is shown read-only, with the
 * reason and the copy that can be modified.
 */
export function ModelEditor({ modelId }: { modelId?: string }) {
  const { t } = useTranslation('trace-containers');
  const rights = useRights();
  const query = useContainerModel(modelId);
  if (!modelId) return <ModelForm />;
  if (query.isError) return <Alert type="error" showIcon title={errorMessage(query.error)} />;
  if (!query.data) return <Spin />;
  const model = query.data;
  return (
    <Flex vertical gap="middle">
      {model.inUse && (
        <Alert
          type="warning"
          showIcon
          title={t('errors.containerModel.inUse')}
          description={t('model.inUseHelp')}
          action={rights['trac.mdl_ctn_add'] ? <CopyModelButton modelId={model.id} /> : undefined}
          data-testid="model-in-use"
        />
      )}
      <ModelForm key={model.id} model={model} readOnly={model.inUse} />
    </Flex>
  );
}
