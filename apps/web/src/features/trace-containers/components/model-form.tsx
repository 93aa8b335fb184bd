import { Button, Form, Input, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, type traceContainers } from '@seal/shared';
import { notify } from '../../../api/notify';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { searchSites } from '../../../components/remote-select/search-sites';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { containerKeys } from '../api/keys';
import { saveModel } from '../api/save-model';
import { CONTAINERS_PATH } from '../model/paths';
import { modelFields, NEW_MODEL, zContainerModelForm } from '../model/model-form-schema';
import { CodeKindFields } from './code-kind-fields';
import { LevelFields } from './level-fields';

interface Props {
  /** The stored model (edit), or none (create). */
  model?: traceContainers.ContainerModel;
  /** A model in use is shown read-only. */
  readOnly?: boolean;
}

/** The container model form: create and edit, checked by the server's own rules before sending. */
export function ModelForm({ model, readOnly }: Props) {
  const { t } = useTranslation('trace-containers');
  const navigate = useNavigate();
  const client = useQueryClient();
  const toList = () => void navigate(`${CONTAINERS_PATH}?tab=models`);

  return (
    <ResourceForm
      schema={zContainerModelForm}
      mode={model ? 'edit' : 'create'}
      initialValues={model ? modelFields(model) : NEW_MODEL}
      disabled={readOnly}
      onSubmit={(values) => saveModel(values, model?.id)}
      onSuccess={() => {
        void client.invalidateQueries({ queryKey: containerKeys.all });
        notify.success(t(model ? 'model.saved' : 'model.created'));
        toList();
      }}
      actions={<Button onClick={toList}>{t('actions.back')}</Button>}
      testId="model-form"
    >
      <Form.Item name="name" label={t('model.name')} required>
        <Input maxLength={45} autoComplete="off" data-testid="model-name" />
      </Form.Item>
      <Form.Item name="language" label={t('model.language')} required>
        <Select
          options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          data-testid="model-language"
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
      <LevelFields />
      <Form.Item name="skus" label={t('model.skus')} extra={t('model.skusHelp')}>
        <Select mode="tags" open={false} tokenSeparators={[',', ' ']} data-testid="model-skus" />
      </Form.Item>
      <CodeKindFields />
      <Form.Item name="siteIds" label={t('model.sites')} extra={t('model.sitesHelp')}>
        <RemoteSelect
          mode="multiple"
          queryKey={[...containerKeys.all, 'site-options']}
          search={searchSites}
          testId="model-sites"
        />
      </Form.Item>
    </ResourceForm>
  );
}
