import { Button, Col, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QR_MODULE_MM, QR_QUIET_ZONE, zQrSetFields } from '@seal/shared/contract/qr-creator';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { createSet } from '../api/create-set';
import { qrCreatorKeys } from '../api/keys';
import { CodePreview } from './code-preview';
import { SetFields } from './set-fields';

export const QR_LIST_PATH = '/security/qrcreator';

const NEW_SET = {
  target: 'product',
  link: 'digitalLink',
  copies: 1,
  symbology: 'qr',
  moduleMm: QR_MODULE_MM.default,
  quietZone: QR_QUIET_ZONE.default,
  labelText: '',
  labelReference: true,
} as const;

/** The creator: the set's fields beside a live preview of its first code; created, back to the list. */
export function SetForm() {
  const { t } = useTranslation('qr-creator');
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <ResourceForm
      schema={zQrSetFields}
      initialValues={NEW_SET}
      onSubmit={createSet}
      onSuccess={() => {
        void client.invalidateQueries({ queryKey: qrCreatorKeys.all });
        notify.success(t('created'));
        void navigate(QR_LIST_PATH);
      }}
      submitLabel={t('create')}
      actions={
        <Button onClick={() => void navigate(QR_LIST_PATH)} data-testid="form-cancel">
          {t('cancel')}
        </Button>
      }
      testId="qr-form"
    >
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <SetFields />
        </Col>
        <Col xs={24} lg={10}>
          <CodePreview />
        </Col>
      </Row>
    </ResourceForm>
  );
}
