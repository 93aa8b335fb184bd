import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { products } from '@seal/shared';
import type { WizardStep } from '../../../components/wizard/wizard';
import { dynamicDataIssues } from '../product-form-values';
import { AdditionalStep } from './additional-step';
import { BasicStep } from './basic-step';
import { MultilingualStep } from './multilingual-step';
import { RedirectStep } from './redirect-step';
import { SecurityStep } from './security-step';

type StepKey = (typeof products.PRODUCT_WIZARD_STEPS)[number]['key'];

export interface ProductStepsOptions {
  hidden: ReadonlySet<string>;
  productId?: string;
  contentTitles: ReadonlyMap<string, string>;
}

/**
 * The five steps of spec 000 (basic, additional, multilingual, redirect URLs, security), each
 * validated by its shared schema; the redirect step only with prod.custom_lang_url.
 */
export function useProductSteps({ hidden, productId, contentTitles }: ProductStepsOptions): WizardStep[] {
  const { t } = useTranslation('products');
  const extras: Record<StepKey, Pick<WizardStep, 'owns' | 'check'> & { content: ReactNode }> = {
    basic: {
      // The default language's title and description show here; every language's on the multilingual step.
      owns: (path, values) => {
        const language = String(values.defaultLanguage ?? 'en');
        return path === `texts.${language}.title` || path === `texts.${language}.description`;
      },
      content: <BasicStep hidden={hidden} />,
    },
    additional: {
      check: dynamicDataIssues,
      content: <AdditionalStep hidden={hidden} productId={productId} contentTitles={contentTitles} />,
    },
    multilingual: { owns: (path) => path.startsWith('texts.'), content: <MultilingualStep /> },
    redirects: { content: <RedirectStep /> },
    security: { content: <SecurityStep hidden={hidden} /> },
  };
  return products.PRODUCT_WIZARD_STEPS.filter((step) => step.key !== 'redirects' || !hidden.has('redirectUrls')).map(
    (step) => ({ key: step.key, schema: step.schema, title: t(`steps.${step.key}`), ...extras[step.key] }),
  );
}
