import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@seal/shared/contract/seal-history';
import { countryName, formatDay, languageName } from '../display';
import { StateTag } from './state-tag';

const Secondary = ({ children }: { children: React.ReactNode }) => (
  <Typography.Text type="secondary">{children}</Typography.Text>
);

/** What one entry of a seal's history says, by its operation. */
export function HistoryEntryContent({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('seal-history');
  const from = (country: string | null) =>
    country && <Secondary>{t('history.from', { country: countryName(country) })}</Secondary>;
  switch (entry.op) {
    case 0:
      return (
        <Flex vertical>
          <span>{t('history.activated', { product: entry.product_title, user: entry.activated_by })}</span>
          {entry.target_country && (
            <Secondary>{t('history.targetCountry', { country: countryName(entry.target_country) })}</Secondary>
          )}
          {entry.delivery_date && (
            <Secondary>{t('history.deliveryDate', { date: formatDay(entry.delivery_date) })}</Secondary>
          )}
        </Flex>
      );
    case 1:
      return (
        <Flex vertical>
          <span>
            {t('history.answered', { answer: t(`answers.${entry.outcome}`, { defaultValue: String(entry.outcome) }) })}
          </span>
          {from(entry.country)}
          {entry.lang && <Secondary>{t('history.language', { language: languageName(entry.lang) })}</Secondary>}
        </Flex>
      );
    case 2:
      return (
        <Flex vertical>
          <span>
            {t(`errorTypes.${entry.error_type}`, { defaultValue: t('errorTypes.other', { code: entry.error_type }) })}
          </span>
          {from(entry.country)}
        </Flex>
      );
    case 3:
      return (
        <Flex vertical align="start">
          <Flex gap="small" align="center" wrap>
            {t('history.changedTo')}
            <StateTag state={entry.state} />
          </Flex>
          {entry.reason && <Secondary>{t('history.reason', { reason: entry.reason })}</Secondary>}
          <Secondary>
            {entry.changed_by ? t('history.by', { user: entry.changed_by }) : t('history.byService')}
          </Secondary>
        </Flex>
      );
    case 4: {
      const position = entry.location ? (JSON.parse(entry.location) as { Latitude: number; Longitude: number }) : null;
      return (
        <Flex vertical align="start">
          <span>
            {t(`history.formKinds.${entry.kind}`)}
            {entry.request_type && ` · ${t(`history.requestTypes.${entry.request_type}`)}`}
          </span>
          {position && (
            <Typography.Link
              href={`https://www.openstreetmap.org/?mlat=${position.Latitude}&mlon=${position.Longitude}#map=12/${position.Latitude}/${position.Longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('history.position', { latitude: position.Latitude, longitude: position.Longitude })}
            </Typography.Link>
          )}
          {entry.img && (
            <a href={entry.img} target="_blank" rel="noreferrer">
              <img src={entry.img} alt={t('history.picture')} width={64} height={64} style={{ objectFit: 'cover' }} />
            </a>
          )}
        </Flex>
      );
    }
  }
}
