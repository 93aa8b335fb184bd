import { useState, type ReactNode } from 'react';
import { Form, Input, Modal, Select, Typography, type ButtonProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reels } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { reelKeys } from '../api/keys';
import { transferReel } from '../api/transfer-reel';
import { useTransferTargets } from '../api/use-transfer-targets';
import { withTransferErrorField } from './transfer-form';

/** Thrown by the form when the user steps back at the confirmation: nothing to show. */
class NotConfirmed extends Error {}

/**
 * The transfer form in a dialog: a reel (prefilled from a row, or typed: any of its seals'
 * references) and the target entity, then a confirmation, since a reel moves only once.
 */
export function TransferReelDialog({
  row,
  trigger,
}: {
  row?: reels.ReelRow;
  trigger: (open: () => void) => ReactNode;
}) {
  const { t } = useTranslation('reels');
  const client = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [open, setOpen] = useState(false);
  const targets = useTransferTargets();
  const options = (targets.data ?? [])
    .filter((target) => target.id !== row?.entityId)
    .map((target) => ({
      value: target.id,
      label: `${'\u2003'.repeat(target.depth)}${target.name}`,
      name: target.name,
    }));

  const submit = async (values: { reference: string; entityId: string }) => {
    const entity = options.find((option) => option.value === values.entityId)?.name ?? '';
    const confirmed = await modal.confirm({
      title: t('transfer.confirm', { reference: values.reference, entity }),
      content: t('transfer.confirmContent'),
      okText: t('transfer.submit'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
    });
    if (!confirmed) throw new NotConfirmed();
    const moved = await transferReel(values.reference, values.entityId).catch((error: unknown) => {
      throw withTransferErrorField(error);
    });
    return { moved, entity };
  };

  return (
    <>
      {modalHolder}
      {trigger(() => setOpen(true))}
      <Modal open={open} title={t('transfer.title')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('transfer.intro')}</Typography.Paragraph>
        <ResourceForm
          schema={reels.transferReel.input}
          initialValues={row ? { reference: row.reference } : {}}
          onSubmit={(values) =>
            submit(values).catch((error: unknown) => {
              // Stepping back keeps the form as it is, without a message.
              if (error instanceof NotConfirmed) return null;
              throw error;
            })
          }
          onSuccess={async (result) => {
            if (!result) return;
            await client.invalidateQueries({ queryKey: reelKeys.all });
            notify.success(t('transfer.done', { reference: result.moved.reference, entity: result.entity }));
            setOpen(false);
          }}
          submitLabel={t('transfer.submit')}
          testId="transfer-form"
        >
          <Form.Item name="reference" label={t('transfer.reference')} extra={t('transfer.referenceHint')} required>
            <Input
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              readOnly={Boolean(row)}
              data-testid="transfer-reference"
            />
          </Form.Item>
          <Form.Item name="entityId" label={t('transfer.target')} required>
            <Select
              options={options}
              loading={targets.isPending}
              showSearch
              optionFilterProp="name"
              data-testid="transfer-target"
            />
          </Form.Item>
        </ResourceForm>
      </Modal>
    </>
  );
}
