import { useState } from 'react';
import { Button, Form, Input, Modal, type ButtonProps } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { trade } from '@seal/shared';
import { notify } from '../../../api/notify';
import { refuseQuotation } from '../api/decide-quotation';
import { tradeKeys } from '../api/keys';

/** Refuses an issued quotation, with an optional reason the seller reads. */
export function RefuseQuotation({ quotationId, number }: { quotationId: string; number: string }) {
  const { t } = useTranslation('trade');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const refuse = useMutation({
    mutationFn: () => refuseQuotation(quotationId, reason),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: tradeKeys.all });
      notify.success(t('quotation.refused'));
      setOpen(false);
    },
  });
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="quotation-refuse">
        {t('quotation.refuse')}
      </Button>
      <Modal
        open={open}
        title={t('quotation.refuseConfirm', { number })}
        okText={t('quotation.refuse')}
        okButtonProps={{ danger: true, loading: refuse.isPending, 'data-testid': 'refuse-ok' } as ButtonProps}
        cancelText={t('confirm.cancel', { ns: 'translation' })}
        onOk={() => refuse.mutate()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('quotation.refuseReason')}>
            <Input.TextArea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={trade.TRADE_DESCRIPTION_MAX}
              showCount
              rows={3}
              data-testid="refuse-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
