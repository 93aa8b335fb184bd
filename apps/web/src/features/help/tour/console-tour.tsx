import { useMemo, useRef } from 'react';
import { Tour } from 'antd';
import { useTranslation } from 'react-i18next';
import { TOUR_STEPS, visibleSteps } from './tour-steps';

interface ConsoleTourProps {
  open: boolean;
  /** Called once: 'finished' by the last step's button, 'dismissed' when closed before. */
  onEnd: (outcome: 'finished' | 'dismissed') => void;
}

/** The antd Tour over the shell, with the steps of what this user's screen shows (tour-steps.ts). */
export function ConsoleTour({ open, onEnd }: ConsoleTourProps) {
  const { t } = useTranslation('help');
  const ended = useRef(false);
  const end = (outcome: 'finished' | 'dismissed') => {
    if (ended.current) return;
    ended.current = true;
    onEnd(outcome);
  };
  const steps = useMemo(() => {
    const shown = open ? visibleSteps(TOUR_STEPS) : [];
    return shown.map((step, index) => ({
      title: <span data-testid={`tour-step-${step.id}`}>{t(`tour.steps.${step.id}.title`)}</span>,
      description: t(`tour.steps.${step.id}.description`),
      target: () => step.element,
      nextButtonProps: { children: t(index === shown.length - 1 ? 'tour.finish' : 'tour.next') },
      prevButtonProps: { children: t('tour.previous') },
    }));
  }, [open, t]);
  return (
    <Tour
      open={open && steps.length > 0}
      steps={steps}
      // The last step's button calls onFinish, then onClose: the first one counts.
      onFinish={() => end('finished')}
      onClose={() => end('dismissed')}
    />
  );
}
