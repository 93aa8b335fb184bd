import type { ReactNode } from 'react';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** A dashboard widget; without content it says its data arrives in a coming release. */
export function WidgetCard({ id, extra, children }: { id: string; extra?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card title={t(`home.widgets.${id}`)} extra={extra} style={{ height: '100%' }} data-testid={`widget-${id}`}>
      {children ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.widgetSoon')} />}
    </Card>
  );
}
