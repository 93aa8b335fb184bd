/** @jsxRuntime automatic */
import type { PublicTraceEvent } from '@seal/shared/contract/consultation';
import { dateFormat } from '../intl-formats';
import { usePage } from '../page-context';

/** The instant as read where it happened: shifted by its offset, then written as UTC. */
function localTimeOf(event: PublicTraceEvent): Date {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(event.eventTimeZoneOffset);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(new Date(event.eventTime).getTime() + minutes * 60_000);
}

/**
 * A valid seal's journey: its owner's public traceability events, oldest first (the date and hour
 * where each happened, the step's name, the site, its data), placed after the answer.
 */
export function TraceJourney({ events }: { events: readonly PublicTraceEvent[] | undefined }) {
  const { t, language } = usePage();
  if (!events || events.length === 0) return null;
  const format = dateFormat(language, 'dateTime');
  return (
    <section className="card" aria-labelledby="journey-heading" data-testid="journey">
      <h2 id="journey-heading">{t('journey.title')}</h2>
      <ol className="plain">
        {events.map((event, index) => (
          <li key={index} data-testid="journey-step">
            <p>
              <strong>{event.name}</strong>
              <br />
              <span className="hint">
                <time dateTime={event.eventTime}>{format.format(localTimeOf(event))}</time>
                {event.siteName ? ` · ${t('journey.at', { site: event.siteName })}` : null}
              </span>
            </p>
            {event.data.length > 0 ? (
              <dl>
                {event.data.map((item) => (
                  <div key={item.label}>
                    <dt>{item.label}</dt>
                    <dd>{item.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
