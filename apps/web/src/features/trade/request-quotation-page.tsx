import { useState } from 'react';
import { Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ERRORS, trade, type FieldIssue } from '@seal/shared';
import { AppError } from '../../api/app-error';
import { notify } from '../../api/notify';
import { PageTitle } from '../../components/page-title';
import { codeError, codeIssues, requestKey, type Challenge } from '../../components/security-code/challenge';
import { SecurityCodeField } from '../../components/security-code/security-code-field';
import { Wizard, type WizardStep } from '../../components/wizard/wizard';
import { tradeKeys } from './api/keys';
import { useRequestOptions } from './api/request-options';
import { requestQuotation, requestQuotationCode } from './api/request-quotation';
import { DeliveryStep } from './components/delivery-step';
import { QueryResult } from './components/query-result';
import { RequestLinesField } from './components/request-line-fields';
import { lineIssues, prefilledLine, toRequest } from './model/request-lines';

const zLinesStep = trade.zQuotationRequest.pick({ lines: true, description: true });

/**
 * /trade/requestaquotation: the lines, the delivery address and the terms, then the e-mailed
 * code; the quotation is then `requested` until the seller issues it. `?product=` and `?qrType=`
 * prefill the first line (the QR creator and the nutritional QR link here).
 */
export default function RequestQuotationPage() {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const query = useRequestOptions();

  return (
    <>
      <PageTitle>{t('routes.tradeQuotationRequest', { ns: 'translation' })}</PageTitle>
      <QueryResult query={query}>
        {(options) => {
          const termsIssues = (values: Record<string, unknown>): FieldIssue[] => [
            ...(options.deliveryAddress ? [] : [{ path: '', key: 'errors.trade.deliveryAddressMissing' }]),
            ...(values.termsAccepted === true ? [] : [{ path: 'termsAccepted', key: 'trade:request.termsRequired' }]),
          ];
          const steps: WizardStep[] = [
            {
              key: 'lines',
              title: t('request.steps.lines'),
              schema: zLinesStep,
              check: (values) => lineIssues((values.lines ?? []) as [], options.products),
              content: (
                <>
                  <RequestLinesField options={options} />
                  <Form.Item name="description" label={t('request.description')}>
                    <Input.TextArea
                      rows={3}
                      maxLength={trade.TRADE_DESCRIPTION_MAX}
                      showCount
                      data-testid="request-description"
                    />
                  </Form.Item>
                </>
              ),
            },
            {
              key: 'delivery',
              title: t('request.steps.delivery'),
              check: termsIssues,
              owns: (path) => path === 'termsAccepted',
              content: <DeliveryStep options={options} />,
            },
            {
              key: 'code',
              title: t('request.steps.code'),
              check: (values) => codeIssues(challenge, requestKey(toRequest(values)), values.code),
              owns: (path) => path === 'code' || path.startsWith('confirmation'),
              content: <CodeStep challenge={challenge} onChallenge={setChallenge} />,
            },
          ];
          const submit = async (values: Record<string, unknown>) => {
            const used = challenge;
            if (!used) throw new AppError(ERRORS.activation.securityCodeExpired);
            try {
              return await requestQuotation({
                ...toRequest(values),
                confirmation: { challengeId: used.request.challengeId, code: String(values.code).trim() },
              });
            } catch (error) {
              throw codeError(error, used, setChallenge);
            }
          };
          return (
            <Wizard<trade.Quotation>
              steps={steps}
              initialValues={{ lines: [prefilledLine(params)], termsAccepted: false }}
              onSubmit={submit}
              onSuccess={(quotation) => {
                void client.invalidateQueries({ queryKey: tradeKeys.all });
                notify.success(t('request.sent', { number: quotation.number }));
                void navigate('/trade/quotations');
              }}
              submitLabel={t('request.send')}
              onCancel={() => void navigate('/trade/quotations')}
              testId="quotation-request"
            />
          );
        }}
      </QueryResult>
    </>
  );
}

/** The code step: the request is read once when the step shows, so the code stays bound to it. */
function CodeStep(props: { challenge: Challenge | null; onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTranslation('trade');
  const form = Form.useFormInstance();
  const [input] = useState(() => toRequest(form.getFieldsValue(true) as Record<string, unknown>));
  return (
    <SecurityCodeField
      intro={t('request.codeIntro')}
      requestCode={() => requestQuotationCode(input)}
      inputKey={requestKey(input)}
      challenge={props.challenge}
      onChallenge={props.onChallenge}
    />
  );
}
