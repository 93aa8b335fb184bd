import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zId, type FieldIssue, type products } from '@seal/shared';
import { useRights } from '../../../api/session';
import type { WizardStep } from '../../../components/wizard/wizard';
import { activationFlow } from '../api/activation-flow';
import { productQuery } from '../api/product-options';
import { dynamicValueIssues, toActivationInput, type ActivationValues } from '../model/request-input';
import { activationMethods } from '../model/seal-methods';
import { targetIssues } from '../model/seal-target';
import { DestinationStep } from './destination-step';
import { MethodStep } from './method-step';
import { ProductStep } from './product-step';
import { ReferencesStep } from './references-step';
import { SealWizard } from './seal-wizard';
import type { WriteDone } from './write-result';

const REFERENCE_FIELDS = new Set(['reference', 'first', 'last', 'references', 'referenceList']);

/**
 * The activation wizard of spec 000: method (those the user holds the right for), product and
 * its dynamic data, references, target country and delivery date, verification, e-mailed code.
 */
export function ActivationWizard({ onCancel, onDone }: { onCancel: () => void; onDone: (done: WriteDone) => void }) {
  const { t } = useTranslation('activation');
  const rights = useRights();
  const client = useQueryClient();
  const methods = useMemo(() => activationMethods(rights), [rights]);
  const [initialValues] = useState(() => (methods.length === 1 ? { method: methods[0] } : {}));

  /** The chosen product, as the product step loaded it (its dynamic data name the values). */
  const productOf = (values: ActivationValues): products.Product | undefined =>
    values.productId ? client.getQueryData(productQuery(values.productId).queryKey) : undefined;

  const productIssues = (values: ActivationValues): FieldIssue[] => {
    const product = productOf(values);
    if (!product) return [{ path: 'productId', key: 'activation:product.loading' }];
    return dynamicValueIssues(product.dynamicData, values.dynamicValues);
  };

  const steps: WizardStep[] = [
    {
      key: 'method',
      title: t('steps.method'),
      schema: z.object({ method: z.enum(methods.length > 0 ? (methods as [string, ...string[]]) : ['none']) }),
      content: <MethodStep methods={methods} />,
    },
    {
      key: 'product',
      title: t('steps.product'),
      schema: z.object({ productId: zId }),
      check: (values) => productIssues(values),
      owns: (path) => path === 'productId' || path.startsWith('dynamicData') || path.startsWith('dynamicValues'),
      content: <ProductStep />,
    },
    {
      key: 'references',
      title: t('steps.references'),
      check: (values) => targetIssues(values),
      owns: (path) => REFERENCE_FIELDS.has(path.split('.')[0] ?? ''),
      content: <ReferencesStep />,
    },
    {
      key: 'destination',
      title: t('steps.destination'),
      owns: (path) => path === 'targetCountry' || path === 'deliveryDate',
      content: <DestinationStep />,
    },
  ];

  return (
    <SealWizard
      flow={activationFlow}
      steps={steps}
      initialValues={initialValues}
      toInput={(values) => toActivationInput(values, productOf(values)?.dynamicData ?? [])}
      submitLabel={t('code.activate')}
      onCancel={onCancel}
      onDone={onDone}
      testId="activation-wizard"
    />
  );
}
