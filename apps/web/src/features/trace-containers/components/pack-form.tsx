import { Button, Flex, Form, Input, Radio } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { traceContainers } from '@seal/shared';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useDebounced } from '../../../lib/use-debounced';
import { containerKeys } from '../api/keys';
import { pack } from '../api/pack';
import { searchProductContainers } from '../api/search-product-containers';
import { usePackTarget } from '../api/use-pack-target';
import { toPackInput, zPackForm, type PackForm } from '../model/pack-input';
import { PackContentsFields } from './pack-contents-fields';
import { PackLimits } from './pack-limits';

/** Where to pack, the model's limits, and the contents its content type allows. */
function PackFields() {
  const { t } = useTranslation('trace-containers');
  const target = Form.useWatch<PackForm['target'] | undefined>('target');
  const productContainerId = Form.useWatch<string | null | undefined>('productContainerId');
  const code = useDebounced(Form.useWatch<string | undefined>('code')?.trim() ?? '');
  const packTarget = usePackTarget(target === 'new' ? { productContainerId } : { code });
  return (
    <>
      <Form.Item name="target" label={t('pack.target')}>
        <Radio.Group
          options={[
            { value: 'new', label: t('pack.targetNew') },
            { value: 'existing', label: t('pack.targetExisting') },
          ]}
          data-testid="pack-target"
        />
      </Form.Item>
      {target === 'new' ? (
        <Form.Item name="productContainerId" label={t('pack.productContainer')} required>
          <RemoteSelect
            queryKey={containerKeys.productContainerOptions}
            search={searchProductContainers}
            testId="pack-product-container"
          />
        </Form.Item>
      ) : (
        <Form.Item name="code" label={t('pack.code')} extra={t('pack.codeHelp')} required>
          <Input autoComplete="off" spellCheck={false} maxLength={40} data-testid="pack-code" />
        </Form.Item>
      )}
      <Form.Item>
        <PackLimits target={packTarget.data} loading={packTarget.isFetching && !packTarget.data} />
      </Form.Item>
      <PackContentsFields contentType={packTarget.data?.model.contentType} />
    </>
  );
}

interface Props {
  /** An existing container to pack into (the list's "Pack more"). */
  code?: string;
  onDone: (result: traceContainers.PackResult) => void;
  onCancel: () => void;
}

/** Packs seals and containers into a new container or an existing one (an EPCIS AggregationEvent ADD). */
export function PackFormView({ code, onDone, onCancel }: Props) {
  const { t } = useTranslation('trace-containers');
  const client = useQueryClient();
  return (
    <ResourceForm
      schema={zPackForm}
      initialValues={{ target: code ? 'existing' : 'new', code: code ?? '', ranges: [] }}
      onSubmit={(values) => pack(toPackInput(values))}
      onSuccess={(result) => {
        void client.invalidateQueries({ queryKey: containerKeys.all });
        onDone(result);
      }}
      submitLabel={t('pack.submit')}
      actions={<Button onClick={onCancel}>{t('actions.back')}</Button>}
      testId="pack-form"
    >
      <Flex vertical>
        <PackFields />
      </Flex>
    </ResourceForm>
  );
}
