import { Alert, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seal/shared';
import { PROTECTION_TYPES, SUBSCRIPTION_FILES } from '@seal/shared/contract/subscription';
import { FileDrop } from '../../../components/file-drop/file-drop';
import type { FileRules } from '../../../components/file-drop/file-checks';
import { CountryItem, fieldTestId, TextItem } from './fields';

/** What the server takes (it reads the content): a PDF, or a scan as PNG or JPEG. */
const DOCUMENT_RULES: FileRules = { accept: ['.pdf', '.png', '.jpg', '.jpeg'], maxBytes: LIMITS.uploadBytes };

/** Step 4: who acts for the brand, the trademark, its protection and its two documents. */
export function DelegationsStep() {
  const { t } = useTranslation('subscription');
  return (
    <>
      <TextItem path={['delegations', 'legalRepresentative']} />
      <TextItem path={['delegations', 'legalRepresentativePosition']} />
      <TextItem path={['delegations', 'trademark']} />
      <Form.Item name={['delegations', 'protectionType']} label={t('fields.protectionType')} required>
        <Radio.Group data-testid={fieldTestId(['delegations', 'protectionType'])}>
          {PROTECTION_TYPES.map((type) => (
            <Radio key={type} value={type} data-testid={`sub-protection-${type}`}>
              {t(`protection.${type}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <CountryItem path={['delegations', 'protectionCountry']} />
      <Alert type="info" showIcon title={t('help.filesNotKept')} style={{ marginBottom: 16 }} />
      {SUBSCRIPTION_FILES.map((file) => (
        <Form.Item key={file} name={file} label={t(`fields.${file}`)} required>
          <FileDrop rules={DOCUMENT_RULES} testId={fieldTestId([file])} />
        </Form.Item>
      ))}
    </>
  );
}
