import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { certicask } from '@seal/shared';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { assignLicence } from '../api/licences';
import { caskKeys } from '../api/keys';

/**
 * "Assign" on a free licence: the device's name and identifier, then its key as the server
 * answered it. The key is shown here once: the server keeps only its hash.
 */
export function AssignLicence({ licence }: { licence: certicask.Licence }) {
  const { t } = useTranslation('certicask');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [deviceKey, setDeviceKey] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    // The list is refreshed once the key is put away: the licence, no longer free, may leave the
    // list (filtered on free) and take this dialog with it.
    if (deviceKey) void client.invalidateQueries({ queryKey: caskKeys.licences });
    setDeviceKey(null);
  };
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} data-testid="licence-assign">
        {t('assign.action')}
      </Button>
      <Modal
        open={open}
        title={t('assign.title', { number: licence.number })}
        onCancel={close}
        footer={null}
        destroyOnHidden
        maskClosable={deviceKey === null}
      >
        {deviceKey ? (
          <div data-testid="device-key-shown">
            <Alert type="warning" showIcon title={t('assign.keyOnce')} style={{ marginBottom: 16 }} />
            <Typography.Paragraph copyable={{ text: deviceKey }} code data-testid="device-key">
              {deviceKey}
            </Typography.Paragraph>
            <Button type="primary" onClick={close} data-testid="device-key-close">
              {t('assign.done')}
            </Button>
          </div>
        ) : (
          <ResourceForm
            schema={certicask.assignLicence.input}
            initialValues={{ licenceId: licence.id }}
            submitLabel={t('assign.submit')}
            onSubmit={assignLicence}
            onSuccess={(answer) => setDeviceKey(answer.deviceKey)}
            testId="assign-form"
          >
            <Form.Item name="deviceName" label={t('assign.deviceName')} required>
              <Input autoComplete="off" data-testid="assign-device-name" />
            </Form.Item>
            <Form.Item
              name="deviceIdentifier"
              label={t('assign.deviceIdentifier')}
              extra={t('assign.deviceIdentifierHelp')}
              required
            >
              <Input autoComplete="off" data-testid="assign-device-identifier" />
            </Form.Item>
          </ResourceForm>
        )}
      </Modal>
    </>
  );
}
