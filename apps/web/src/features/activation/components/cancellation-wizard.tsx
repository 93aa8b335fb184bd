import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { WizardStep } from '../../../components/wizard/wizard';
import { cancellationFlow } from '../api/cancellation-flow';
import { toCancellationInput } from '../model/request-input';
import { cancellationMethods } from '../model/seal-methods';
import { targetIssues } from '../model/seal-target';
import { MethodStep } from './method-step';
import { ReasonStep } from './reason-step';
import { ReferencesStep } from './references-step';
import { SealWizard } from './seal-wizard';
import type { WriteDone } from './write-result';

const METHODS = cancellationMethods();
const REFERENCE_FIELDS = new Set(['reference', 'first', 'last', 'references', 'referenceList']);

/** Cancels activated seals, named by any method, with a reason, confirmed by an e-mailed code. */
export function CancellationWizard({ onCancel, onDone }: { onCancel: () => void; onDone: (done: WriteDone) => void }) {
  const { t } = useTranslation('activation');
  const steps: WizardStep[] = [
    {
      key: 'method',
      title: t('steps.method'),
      schema: z.object({ method: z.enum(METHODS as [string, ...string[]]) }),
      content: <MethodStep methods={METHODS} />,
    },
    {
      key: 'references',
      title: t('steps.references'),
      check: (values) => targetIssues(values),
      owns: (path) => REFERENCE_FIELDS.has(path.split('.')[0] ?? ''),
      content: <ReferencesStep />,
    },
    {
      key: 'reason',
      title: t('steps.reason'),
      owns: (path) => path === 'reason',
      content: <ReasonStep />,
    },
  ];
  return (
    <SealWizard
      flow={cancellationFlow}
      steps={steps}
      initialValues={{ method: 'single' }}
      toInput={toCancellationInput}
      submitLabel={t('code.cancelSeals')}
      onCancel={onCancel}
      onDone={onDone}
      testId="cancellation-wizard"
    />
  );
}
