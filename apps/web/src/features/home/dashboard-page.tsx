import { lazy, Suspense, type ComponentType } from 'react';
import { Col, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { holdsAny } from '@seal/shared';
import { useRights, useSession } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { ConsultationErrorsWidget } from './consultation-errors-widget';
import { ConsultationsWidget } from './consultations-widget';
import { LatestConsultationsWidget } from './latest-consultations-widget';
import { PrivateConsultationWidget } from './private-consultation-widget';
import { ReelStockWidget } from './reel-stock-widget';
import { WIDGETS, type WidgetDef } from './widgets';

// After the first paint (decision 0010): shown only while a first start fills the demo history in.
const DemoHistoryNotice = lazy(() => import('../../components/demo-history-progress'));
// The news and the action history, at the foot of the page, after the first paint too.
const NewsWidget = lazy(() => import('./news-widget').then(({ NewsWidget: widget }) => ({ default: widget })));
const ActionHistoryWidget = lazy(() =>
  import('./action-history-widget').then(({ ActionHistoryWidget: widget }) => ({ default: widget })),
);

/** Each widget loads its own data (its own query, skeleton and error). */
const WIDGET_COMPONENTS: Record<WidgetDef['id'], ComponentType> = {
  consultations: ConsultationsWidget,
  reelStock: ReelStockWidget,
  privateConsultation: PrivateConsultationWidget,
  consultationErrors: ConsultationErrorsWidget,
  latestConsultations: LatestConsultationsWidget,
  news: NewsWidget,
  actionHistory: ActionHistoryWidget,
};

/** /home: the dashboard. Widgets the user has no right for are left out. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const rights = useRights();
  const { session } = useSession();
  const widgets = WIDGETS.filter((widget) => holdsAny(rights, widget.anyOf));

  return (
    <>
      <PageTitle extra={session && <Tag>{session.entity.name}</Tag>}>
        {t('home.welcome', { name: session?.user.firstName ?? '' })}
      </PageTitle>
      <Suspense fallback={null}>
        <DemoHistoryNotice />
      </Suspense>
      <Row gutter={[16, 16]} data-testid="dashboard">
        {widgets.map((widget) => {
          const Widget = WIDGET_COMPONENTS[widget.id];
          return (
            <Col key={widget.id} xs={24} md={widget.md} xl={widget.xl}>
              <Suspense fallback={null}>
                <Widget />
              </Suspense>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
