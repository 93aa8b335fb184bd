import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { BankTransferDialog } from '../../../components/payment/bank-transfer-dialog';
import { caskKeys } from '../api/keys';
import { payLicenceOrder } from '../api/licence-orders';

/**
 * Pays a licence order still awaiting payment, with each provider the server offers: a card
 * checkout leaves for the provider (which brings the browser back to the order list), a bank
 * transfer shows its instructions again.
 */
export function PayLicenceOrder({ orderId, providers }: { orderId: string; providers: trade.PaymentProvider[] }) {
  const { t } = useTranslation('certicask');
  const client = useQueryClient();
  const [instructions, setInstructions] = useState<trade.BankTransferInstructions | null>(null);
  const pay = useMutation({
    mutationFn: (provider: trade.PaymentProvider) => payLicenceOrder(orderId, provider),
    onSuccess: async (answer) => {
      if (answer.provider === 'stripe') {
        window.location.assign(answer.redirectUrl);
        return;
      }
      setInstructions(answer.instructions);
      await client.invalidateQueries({ queryKey: caskKeys.orders });
    },
  });
  return (
    <>
      <Flex gap="small" wrap>
        {providers.map((provider) => (
          <Button
            key={provider}
            size="small"
            type="link"
            loading={pay.isPending && pay.variables === provider}
            disabled={pay.isPending}
            onClick={() => pay.mutate(provider)}
            data-testid={`order-pay-${provider}`}
          >
            {t(`pay.${provider}`)}
          </Button>
        ))}
      </Flex>
      <BankTransferDialog instructions={instructions} onClose={() => setInstructions(null)} />
    </>
  );
}
