import { Col, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { holdsAny } from '@seal/shared';
import { useRights, useSession } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { PrivateConsultationWidget } from './private-consultation-widget';
import { ReelStockWidget } from './reel-stock-widget';
import { WidgetCard } from './widget-card';
import { WIDGETS } from './widgets';

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
      <Row gutter={[16, 16]} data-testid="dashboard">
        {widgets.map((widget) => (
          <Col key={widget.id} xs={24} md={widget.md} xl={widget.xl}>
            {widget.id === 'privateConsultation' ? (
              <PrivateConsultationWidget />
            ) : widget.id === 'reelStock' ? (
              <ReelStockWidget />
            ) : (
              <WidgetCard
                id={widget.id}
                extra={widget.id === 'consultations' ? t('home.consultationsExtra') : undefined}
              />
            )}
          </Col>
        ))}
      </Row>
    </>
  );
}
