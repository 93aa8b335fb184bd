import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './widget-card.css';

/** A dashboard widget. Drawn like antd's Card, whose tab support would add some 13 KB (gzip) to the dashboard. */
export function WidgetCard({ id, extra, children }: { id: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = `widget-${id}-title`;
  return (
    <section className="widget-card" aria-labelledby={titleId} data-testid={`widget-${id}`}>
      <header className="widget-card-head">
        <h2 className="widget-card-title" id={titleId}>
          {t(`home.widgets.${id}`)}
        </h2>
        {extra}
      </header>
      <div className="widget-card-body">{children}</div>
    </section>
  );
}
