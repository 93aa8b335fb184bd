import { useState } from 'react';
import { BankOutlined, CreditCardOutlined } from '@ant-design/icons';
import { Button, Flex, type ButtonProps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { BankTransferDialog } from './bank-transfer-dialog';

/** What starting a payment answers (trade's paymentModel.start, certicask's licenceModel.pay). */
export type PaymentStart =
  | { provider: 'stripe'; redirectUrl: string }
  | { provider: 'bankTransfer'; instructions: trade.BankTransferInstructions };

interface Props {
  providers: readonly trade.PaymentProvider[];
  /** Starts the payment with the chosen provider. */
  start: (provider: trade.PaymentProvider) => Promise<PaymentStart>;
  /** Once a bank transfer's instructions are shown (the order is now pending): refresh what shows it. */
  onStarted?: () => Promise<unknown>;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

const ICONS = { bankTransfer: <BankOutlined />, stripe: <CreditCardOutlined /> } as const;

/**
 * One button per payment provider of the server: a bank transfer shows its instructions (the
 * seller records the payment when it arrives); the hosted checkout sends the browser to it, which
 * brings it back with `?payment=done|cancelled`. Trade's orders and the licence orders pay this way.
 */
export function PaymentButtons({ providers, start, onStarted, size, type = 'primary' }: Props) {
  const { t } = useTranslation();
  const [instructions, setInstructions] = useState<trade.BankTransferInstructions | null>(null);
  const pay = useMutation({
    mutationFn: start,
    onSuccess: async (answer) => {
      if (answer.provider === 'stripe') {
        window.location.assign(answer.redirectUrl);
        return;
      }
      setInstructions(answer.instructions);
      await onStarted?.();
    },
  });
  return (
    <>
      <Flex gap="small" wrap>
        {providers.map((provider) => (
          <Button
            key={provider}
            type={type}
            size={size}
            icon={ICONS[provider]}
            loading={pay.isPending && pay.variables === provider}
            disabled={pay.isPending}
            onClick={() => pay.mutate(provider)}
            data-testid={`pay-${provider}`}
          >
            {t(`payment.with.${provider}`)}
          </Button>
        ))}
      </Flex>
      <BankTransferDialog instructions={instructions} onClose={() => setInstructions(null)} />
    </>
  );
}
