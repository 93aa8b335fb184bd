import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rpc } from '../../api/rpc';
import { PageTitle } from '../../components/page-title';
import { helpKeys } from './api/keys';
import { endTour } from './api/tour-methods';
import { ConsoleTour } from './tour/console-tour';

/** /presentation: the guided tour, started at once and again with its button; taking it stops the first-login offer. */
export default function PresentationPage() {
  const { t } = useTranslation('help');
  const client = useQueryClient();
  const [run, setRun] = useState(1);
  const [open, setOpen] = useState(true);
  const onEnd = (outcome: 'finished' | 'dismissed') => {
    setOpen(false);
    void rpc(endTour, { outcome }).then((state) => client.setQueryData(helpKeys.tour, state));
  };
  return (
    <>
      <PageTitle>{t('tour.title')}</PageTitle>
      <Typography.Paragraph>{t('tour.intro')}</Typography.Paragraph>
      <Button
        type="primary"
        onClick={() => {
          setRun((count) => count + 1);
          setOpen(true);
        }}
        data-testid="tour-start"
      >
        {t('tour.start')}
      </Button>
      <ConsoleTour key={run} open={open} onEnd={onEnd} />
    </>
  );
}
