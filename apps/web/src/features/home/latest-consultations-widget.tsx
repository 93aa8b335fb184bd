import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PrivateConsultationState } from '@seal/shared/contract/seal-history';
import { rpc } from '../../api/rpc';
import { useRights } from '../../api/session';
import { DASHBOARD_KEYS, getLatestConsultations } from './api/dashboard-methods';
import { answerKey, countryName, formatDateTime } from './display';
import { WidgetBody } from './widget-body';
import { WidgetCard } from './widget-card';

/** The last 10 consultations of the seals in scope; a reference opens its private consultation. */
export function LatestConsultationsWidget() {
  const { t } = useTranslation();
  const rights = useRights();
  const query = useQuery({
    queryKey: DASHBOARD_KEYS.latestConsultations,
    queryFn: ({ signal }) => rpc(getLatestConsultations, {}, { signal }),
    meta: { silent: true },
  });
  return (
    <WidgetCard id="latestConsultations">
      <WidgetBody query={query} id="latestConsultations">
        {(rows) =>
          rows.length === 0 ? (
            <p className="widget-card-note">{t('home.latest.none')}</p>
          ) : (
            <table className="widget-table" data-testid="latest-consultations">
              <thead>
                <tr>
                  <th scope="col">{t('home.latest.date')}</th>
                  <th scope="col">{t('home.latest.reference')}</th>
                  <th scope="col">{t('home.latest.country')}</th>
                  <th scope="col">{t('home.latest.answer')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const state: PrivateConsultationState = { ref: row.reference };
                  return (
                    <tr key={row.id}>
                      <td>{formatDateTime(row.date)}</td>
                      <td className="widget-table-reference">
                        {rights['secu.history'] ? (
                          <Link to="/privateconsultation" state={state}>
                            {row.reference}
                          </Link>
                        ) : (
                          row.reference
                        )}
                      </td>
                      <td>{countryName(row.country) ?? t('home.latest.noCountry')}</td>
                      <td>{t(answerKey(row.outcome))}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        }
      </WidgetBody>
    </WidgetCard>
  );
}
