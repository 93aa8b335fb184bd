import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { wine } from '@seal/shared';
import { notify } from '../../../api/notify';
import { Wizard, type WizardStep } from '../../../components/wizard/wizard';
import { currentLanguage } from '../../../i18n';
import { wineKeys } from '../api/keys';
import { saveWine } from '../api/save-wine';
import { wineDraftStore } from '../api/wine-draft';
import { WINE_PATHS } from '../model/paths';
import { WINE_STEPS, wineFormValues, wineInputOf } from '../model/wine-values';
import { AromaStep } from './aroma-step';
import { AwardStep } from './award-step';
import { PackagingStep } from './packaging-step';
import { SheetStep } from './sheet-step';
import { VinificationStep } from './vinification-step';
import { WineStep } from './wine-step';

/**
 * The wine form in 6 steps (Wine, Vinification, Packaging, Award, Aromatic profile, Product
 * sheet), each checked on Next with the contract's rules. A draft is kept on the server as the
 * user goes (`new` for a new wine, the wine's id for an edited one): coming back offers to
 * continue it or to start again.
 */
export function WineForm({ record }: { record: wine.Wine | undefined }) {
  const { t } = useTranslation('wine');
  const navigate = useNavigate();
  const client = useQueryClient();
  const draft = useMemo(() => wineDraftStore(record?.id ?? 'new'), [record?.id]);
  const content = {
    wine: <WineStep estateName={record ? { id: record.estateId, name: record.estateName } : undefined} />,
    vinification: <VinificationStep />,
    packaging: <PackagingStep />,
    award: <AwardStep />,
    aromas: <AromaStep />,
    sheet: <SheetStep />,
  };
  const steps: WizardStep[] = WINE_STEPS.map((step) => ({
    ...step,
    title: t(`steps.${step.key}`),
    content: content[step.key],
  }));
  return (
    <Wizard
      steps={steps}
      initialValues={wineFormValues(record, currentLanguage())}
      draft={draft}
      onSubmit={(values) => saveWine(wineInputOf(values), record?.id)}
      onSuccess={() => {
        void client.invalidateQueries({ queryKey: wineKeys.all });
        notify.success(t(record ? 'wine.saved' : 'wine.created'));
        void navigate(WINE_PATHS.wines);
      }}
      submitLabel={t('wine.save')}
      onCancel={() => void navigate(WINE_PATHS.wines)}
      testId="wine-form"
    />
  );
}
