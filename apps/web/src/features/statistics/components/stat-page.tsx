import { lazy, Suspense, type ReactNode } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { StatScopeBar } from './stat-scope-bar';
import { useStatSelection } from './use-stat-selection';

// After the first paint (decision 0010): shown only while a first start fills the demo history in.
const DemoHistoryNotice = lazy(() => import('../../../components/demo-history-progress'));

type Selection = ReturnType<typeof useStatSelection>;

/** A statistics screen: its title, the period and scope bar, then what the scope shows. */
export function StatPage({ titleKey, children }: { titleKey: string; children: (selection: Selection) => ReactNode }) {
  const { t } = useTranslation('statistics');
  const selection = useStatSelection();
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t(titleKey)}</PageTitle>
      <Suspense fallback={null}>
        <DemoHistoryNotice />
      </Suspense>
      <StatScopeBar selection={selection.selection} onSelect={selection.select} />
      {children(selection)}
    </Flex>
  );
}
