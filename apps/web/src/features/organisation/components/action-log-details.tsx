import { Collapse, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionLogRow } from '../api/use-action-log';
import { fieldChanges, type FieldChange } from './json-changes';

const cell = (value: string, changed: boolean) =>
  value ? (
    <Typography.Text code={changed} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {value}
    </Typography.Text>
  ) : (
    '—'
  );

/** The expanded row of the action log: the record's fields before and after, and the call's input. */
export function ActionLogDetails({ row }: { row: ActionLogRow }) {
  const { t } = useTranslation('organisation');
  const changes = fieldChanges(row.before, row.after);
  return (
    <div data-testid="action-log-details">
      {changes.length > 0 ? (
        <Table<FieldChange>
          size="small"
          rowKey="field"
          pagination={false}
          tableLayout="fixed"
          dataSource={changes}
          columns={[
            {
              key: 'field',
              title: t('log.field'),
              dataIndex: 'field',
              width: 180,
              render: (field: string) => <strong>{field || '—'}</strong>,
            },
            { key: 'before', title: t('log.before'), render: (_, change) => cell(change.before, change.changed) },
            { key: 'after', title: t('log.after'), render: (_, change) => cell(change.after, change.changed) },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('log.noChange')}</Typography.Text>
      )}
      {row.input != null && (
        <Collapse
          ghost
          size="small"
          items={[
            {
              key: 'input',
              label: t('log.input'),
              children: <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(row.input, null, 2)}</pre>,
            },
          ]}
        />
      )}
    </div>
  );
}
