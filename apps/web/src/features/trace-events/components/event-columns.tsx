import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { traceEvents } from '@seal/shared';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { currentLanguage } from '../../../i18n';
import { formatDateTime } from '../model/format';
import { PositiveTag } from '../../../components/positive-tag';

type Row = traceEvents.TraceEventRow;

const SOURCE_COLOURS: Record<Row['source'], string> = { console: 'default', epcis: 'purple', packing: 'cyan' };

/** The columns of the events list; the date opens the event (the whole row does too, by mouse). */
export function useEventColumns(onOpen: (id: string) => void): ResourceColumns<Row> {
  const { t } = useTranslation('trace-events');
  const language = currentLanguage();
  return [
    {
      key: 'eventTime',
      priority: 1,
      title: t('columns.date'),
      sorter: true,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={(click) => {
            click.stopPropagation();
            onOpen(row.id);
          }}
          data-testid="event-open"
        >
          {formatDateTime(row.eventTime)}
        </Button>
      ),
    },
    {
      key: 'model',
      priority: 1,
      title: t('columns.model'),
      render: (_, row) => traceEvents.localised(row.modelName, language),
    },
    { key: 'site', priority: 2, title: t('columns.site'), render: (_, row) => row.siteName ?? '' },
    { key: 'target', priority: 3, title: t('columns.target'), render: (_, row) => row.targetSiteName ?? '' },
    {
      key: 'referenceCount',
      priority: 1,
      title: t('columns.seals'),
      sorter: true,
      render: (_, row) =>
        row.containerCount > 0
          ? t('event.sealsInContainers', { count: row.referenceCount, containers: row.containerCount })
          : row.referenceCount.toLocaleString(language),
    },
    {
      key: 'ignored',
      priority: 3,
      title: t('columns.ignored'),
      render: (_, row) => (row.ignoredCount > 0 ? <Tag color="warning">{row.ignoredCount}</Tag> : 0),
    },
    {
      key: 'public',
      priority: 2,
      title: t('columns.public'),
      render: (_, row) => (row.public ? <PositiveTag>{t('options.public')}</PositiveTag> : null),
    },
    { key: 'declaredBy', priority: 3, title: t('columns.declaredBy'), render: (_, row) => row.declaredBy ?? '' },
    {
      key: 'source',
      priority: 3,
      title: t('columns.source'),
      render: (_, row) => <Tag color={SOURCE_COLOURS[row.source]}>{t(`sources.${row.source}`)}</Tag>,
    },
  ];
}
