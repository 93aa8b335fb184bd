import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { certicask, type trade } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { BankTransferDialog } from '../../components/payment/bank-transfer-dialog';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { buyLicences, useLicenceOffer } from './api/licence-orders';
import { BillingFields } from './components/billing-fields';
import { LicencePrice } from './components/licence-price';
import { Loaded } from './components/loaded';
import { CASK_PATHS } from './model/paths';
import './certicask.css';

/**
 * /certicask/licences/add (certicask.licence_add): how many licences, the billing fields (all
 * required), the payment provider; buying makes the order and its invoice, then pays through
 * trade's flow: a card checkout leaves for the provider, a bank transfer shows its instructions.
 * The licences exist, free, once the order is paid.
 */
export default function LicenceBuyPage() {
  const { t } = useTranslation('certicask');
  const navigate = useNavigate();
  const query = useLicenceOffer();
  const [instructions, setInstructions] = useState<trade.BankTransferInstructions | null>(null);
  const toOrders = () => void navigate(CASK_PATHS.licenceOrders);

  return (
    <>
      <PageTitle>{t('routes.caskLicenceAdd', { ns: 'translation' })}</PageTitle>
      <Card>
        <Loaded query={query}>
          {(offer) =>
            offer.unitPriceCents === null ? (
              <Alert type="warning" showIcon title={t('buy.unavailable')} data-testid="licence-unavailable" />
            ) : (
              <ResourceForm
                schema={certicask.buyLicences.input}
                initialValues={{
                  quantity: 1,
                  billing: offer.billing as certicask.BillingFields,
                  provider: offer.providers[0],
                }}
                submitLabel={t('buy.submit')}
                onSubmit={buyLicences}
                onSuccess={(answer) => {
                  if (answer.payment.provider === 'stripe') window.location.assign(answer.payment.redirectUrl);
                  else setInstructions(answer.payment.instructions);
                }}
                actions={<Button onClick={() => void navigate(CASK_PATHS.licences)}>{t('actions.back')}</Button>}
                testId="licence-buy-form"
              >
                <Flex vertical gap="middle" className="cask-buy">
                  <Form.Item
                    name="quantity"
                    label={t('buy.quantity')}
                    extra={t('buy.quantityHelp', { max: offer.maxQuantity })}
                    required
                  >
                    <InputNumber min={1} max={offer.maxQuantity} precision={0} data-testid="licence-quantity" />
                  </Form.Item>
                  <LicencePrice offer={offer} />
                  <BillingFields />
                  <Form.Item name="provider" label={t('buy.provider')} required>
                    <Radio.Group
                      options={offer.providers.map((provider) => ({
                        value: provider,
                        label: t(`providers.${provider}`),
                      }))}
                      data-testid="licence-provider"
                    />
                  </Form.Item>
                  <Form.Item name="termsAccepted" valuePropName="checked" required>
                    <Checkbox data-testid="licence-terms">{t('buy.terms')}</Checkbox>
                  </Form.Item>
                </Flex>
              </ResourceForm>
            )
          }
        </Loaded>
      </Card>
      <BankTransferDialog
        instructions={instructions}
        onClose={() => {
          setInstructions(null);
          toOrders();
        }}
      />
    </>
  );
}
