import { Alert, Descriptions, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { formatMoney } from '../../lib/format-money';

/** What to write on a bank transfer (trade's orders, licence orders), each value with a copy button; the order number is its reference. */
export function BankTransferDialog(props: {
  instructions: trade.BankTransferInstructions | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { instructions } = props;
  const copyable = (text: string, testId: string) => (
    <Typography.Text copyable={{ text }} code data-testid={testId}>
      {text}
    </Typography.Text>
  );
  return (
    <Modal
      open={instructions !== null}
      title={t('payment.bankTitle')}
      onCancel={props.onClose}
      onOk={props.onClose}
      okText={t('payment.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ 'data-testid': 'bank-close' } as ButtonProps}
      destroyOnHidden
    >
      {instructions && (
        <div data-testid="bank-instructions">
          <Alert type="info" showIcon title={t('payment.bankIntro')} style={{ marginBottom: 16 }} />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'beneficiary',
                label: t('payment.beneficiary'),
                children: copyable(instructions.beneficiary, 'bank-beneficiary'),
              },
              { key: 'iban', label: t('payment.iban'), children: copyable(instructions.iban, 'bank-iban') },
              { key: 'bic', label: t('payment.bic'), children: copyable(instructions.bic, 'bank-bic') },
              {
                key: 'reference',
                label: t('payment.reference'),
                children: copyable(instructions.reference, 'bank-reference'),
              },
              {
                key: 'amount',
                label: t('payment.amount'),
                children: copyable(formatMoney(instructions.amountCents, i18n.language), 'bank-amount'),
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
