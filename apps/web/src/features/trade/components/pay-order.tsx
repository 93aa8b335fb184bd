import { useState } from 'react';
import { BankOutlined, CreditCardOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { tradeKeys } from '../api/keys';
import { startPayment, usePaymentProviders } from '../api/payments';
import { BankTransferDialog } from '../../../components/payment/bank-transfer-dialog';

const ICONS = { bankTransfer: <BankOutlined />, stripe: <CreditCardOutlined /> } as const;

/**
 * One button per payment provider of the server: a bank transfer shows its instructions (the
 * seller records the payment when it arrives); the hosted checkout sends the browser to it, which
 * brings it back to this order with `?payment=done|cancelled`.
 */
export function PayOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation('trade');
  const client = useQueryClient();
  const providers = usePaymentProviders();
  const [instructions, setInstructions] = useState<trade.BankTransferInstructions | null>(null);
  const start = useMutation({
    mutationFn: (provider: trade.PaymentProvider) => startPayment(orderId, provider),
    onSuccess: async (answer) => {
      if (answer.provider === 'stripe') {
        window.location.assign(answer.redirectUrl);
        return;
      }
      setInstructions(answer.instructions);
      await client.invalidateQueries({ queryKey: tradeKeys.all });
    },
  });
  return (
    <>
      <Flex gap="small" wrap>
        {(providers.data?.providers ?? []).map((provider) => (
          <Button
            key={provider}
            type="primary"
            icon={ICONS[provider]}
            loading={start.isPending && start.variables === provider}
            disabled={start.isPending}
            onClick={() => start.mutate(provider)}
            data-testid={`pay-${provider}`}
          >
            {t(`pay.with.${provider}`)}
          </Button>
        ))}
      </Flex>
      <BankTransferDialog instructions={instructions} onClose={() => setInstructions(null)} />
    </>
  );
}
