import { useState } from 'react';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES } from '@seal/shared/constants';
import {
  SUBSCRIPTION_FILES,
  zApplicantStep,
  zCommunicationStep,
  zCompanyStep,
  zContactsStep,
  zDelegationsStep,
  zDeliveryStep,
  type SubscriptionFile,
  type SubscriptionReceived,
} from '@seal/shared/contract/subscription';
import { Logo } from '../../components/logo';
import { Wizard, type WizardStep } from '../../components/wizard/wizard';
import { currentLanguage } from '../../i18n';
import { useSubmitSubscription } from './api/submit-subscription';
import { clearProgress, loadProgress, saveProgress } from './saved-progress';
import { ApplicantStep } from './steps/applicant-step';
import { CommunicationStep } from './steps/communication-step';
import { CompanyStep } from './steps/company-step';
import { ContactsStep } from './steps/contacts-step';
import { DelegationsStep } from './steps/delegations-step';
import { DeliveryStep } from './steps/delivery-step';
import './subscription-page.css';

const zFile = z.custom<File>((value) => value instanceof File, { error: 'validation.required' });
const zDocumentsStep = zDelegationsStep.extend(
  Object.fromEntries(SUBSCRIPTION_FILES.map((file) => [file, zFile])) as Record<SubscriptionFile, typeof zFile>,
);

function splitFiles(values: Record<string, unknown>) {
  const form = { ...values };
  const files = {} as Record<SubscriptionFile, File>;
  for (const name of SUBSCRIPTION_FILES) {
    files[name] = form[name] as File;
    delete form[name];
  }
  return { form, files };
}

/**
 * /subscription: the public self-registration wizard in 6 steps (spec 000), each checked with its
 * shared schema; the progress is kept in this browser (files excepted) until the form is sent.
 * A light public route of the console: no shell, no session (docs/subscription.md).
 */
function SubscriptionPage() {
  const { t } = useTranslation('subscription');
  const submit = useSubmitSubscription();
  const [saved] = useState(loadProgress);
  const [received, setReceived] = useState<(SubscriptionReceived & { email: string }) | null>(null);
  const language = currentLanguage();

  const steps: WizardStep[] = [
    { key: 'applicant', title: t('steps.applicant'), schema: zApplicantStep, content: <ApplicantStep /> },
    { key: 'company', title: t('steps.company'), schema: zCompanyStep, content: <CompanyStep /> },
    { key: 'contacts', title: t('steps.contacts'), schema: zContactsStep, content: <ContactsStep /> },
    { key: 'delegations', title: t('steps.delegations'), schema: zDocumentsStep, content: <DelegationsStep /> },
    { key: 'delivery', title: t('steps.delivery'), schema: zDeliveryStep, content: <DeliveryStep /> },
    {
      key: 'communication',
      title: t('steps.communication'),
      schema: zCommunicationStep,
      content: <CommunicationStep />,
    },
  ];
  const initialValues = saved?.values ?? {
    applicant: { language: (LANGUAGES as readonly string[]).includes(language) ? language : 'en' },
    communication: { newsletter: false, certifyAccuracy: false, acceptTerms: false },
  };

  return (
    <main className="subscription-page">
      <header className="subscription-head">
        <Logo size={32} />
        <Typography.Title level={1} className="subscription-title">
          {t('title')}
        </Typography.Title>
      </header>
      {received ? (
        <Result
          status="success"
          title={t('done.title', { number: received.number })}
          subTitle={t('done.message', { email: received.email })}
          data-testid="subscription-done"
        />
      ) : (
        <>
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          {saved && (
            <Typography.Paragraph type="secondary" data-testid="subscription-resumed">
              {t('resumed')}{' '}
              <Button
                type="link"
                size="small"
                onClick={() => {
                  clearProgress();
                  window.location.reload();
                }}
              >
                {t('startOver')}
              </Button>
            </Typography.Paragraph>
          )}
          <Wizard
            steps={steps}
            initialValues={initialValues}
            initialStep={saved?.current}
            onProgress={saveProgress}
            onSubmit={async (values) => {
              const { form, files } = splitFiles(values);
              const answer = await submit.mutateAsync({ form, files });
              return { ...answer, email: String((form.applicant as { email: string }).email) };
            }}
            onSuccess={(answer) => {
              clearProgress();
              setReceived(answer);
            }}
            submitLabel={t('submit')}
            testId="subscription-wizard"
          />
        </>
      )}
    </main>
  );
}

export default SubscriptionPage;
