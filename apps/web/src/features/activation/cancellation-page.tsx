import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { activation } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { cancellationsPage } from './api/find-cancellations';
import { activationKeys } from './api/keys';
import { useCancellationColumns } from './components/cancellation-columns';
import { CancellationWizard } from './components/cancellation-wizard';
import { WriteResult, type WriteDone } from './components/write-result';

type Tab = 'new' | 'list';

/** /security/cancellation (secu.cancel): the cancellation wizard, and the cancellations made, in two tabs. */
export default function CancellationPage() {
  const { t } = useTranslation('activation');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'list' ? 'list' : 'new';
  const [done, setDone] = useState<WriteDone | null>(null);
  const [round, setRound] = useState(0);
  const columns = useCancellationColumns();
  // Each tab keeps only its own parameters: the list's page and filters mean nothing to the wizard.
  const show = (next: Tab) => setParams(next === 'list' ? { tab: 'list' } : {});
  const again = () => {
    setDone(null);
    setRound(round + 1);
  };

  return (
    <>
      <PageTitle>{t('routes.secuCancellation')}</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as Tab)}
        items={[
          {
            key: 'new',
            label: t('cancellation.newTab'),
            children: (
              <Card>
                {done ? (
                  <WriteResult
                    done={done}
                    onList={() => {
                      again();
                      show('list');
                    }}
                    onAgain={again}
                  />
                ) : (
                  <CancellationWizard
                    key={round}
                    onCancel={() => {
                      again();
                      show('list');
                    }}
                    onDone={setDone}
                  />
                )}
              </Card>
            ),
          },
          {
            key: 'list',
            label: t('cancellation.listTab'),
            children: (
              <ResourceTable<activation.CancellationRow>
                queryKey={activationKeys.cancellations}
                fetcher={cancellationsPage}
                columns={columns}
                rowKey="id"
                searchPlaceholder={t('list.search')}
                testId="cancellations-table"
              />
            ),
          },
        ]}
        data-testid="cancellation-tabs"
      />
    </>
  );
}
