import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { traceContainers } from '@seal/shared';

/** How the model's containers are coded: the console's own code, or a GS1 SSCC from the company prefix. */
export function CodeKindFields() {
  const { t } = useTranslation('trace-containers');
  const codeKind = Form.useWatch<traceContainers.ContainerCodeKind | undefined>('codeKind');
  return (
    <>
      <Form.Item name="codeKind" label={t('model.codeKind')} required>
        <Radio.Group
          options={traceContainers.CONTAINER_CODE_KINDS.map((kind) => ({ value: kind, label: t(`codeKinds.${kind}`) }))}
          data-testid="model-code-kind"
        />
      </Form.Item>
      {codeKind === 'sscc' && (
        <Form.Item
          name="ssccPrefix"
          label={t('model.ssccPrefix')}
          extra={t('model.ssccPrefixHelp')}
          // An emptied box is no prefix (null), which the rules call missing, not malformed.
          normalize={(value: string) => value.trim() || null}
          required
        >
          <Input inputMode="numeric" maxLength={13} autoComplete="off" data-testid="model-sscc-prefix" />
        </Form.Item>
      )}
    </>
  );
}
