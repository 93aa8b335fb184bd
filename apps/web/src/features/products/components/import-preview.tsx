import { Alert, Button, Checkbox, Flex, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type products } from '@seal/shared';
import { importableRows } from '../import-rows';
import { ErrorRowsTable, IssueList } from './import-issues';

type Row = products.ImportPreviewRow;

const ACTION_COLORS = { create: 'green', update: 'blue', skip: 'red' } as const;

/** The title a row gives, in the first language it fills. */
const titleOf = (row: Row) =>
  LANGUAGES.map((language) => row.values[`title_${language}`]).find((title) => title && title.trim()) ?? '';

export interface ImportPreviewProps {
  preview: products.ImportPreview;
  keepGtins: boolean;
  onKeepGtins: (keep: boolean) => void;
  onStart: () => void;
  starting: boolean;
}

/** What each row of the file would do, its errors per column, and the button to import the valid rows. */
export function ImportPreviewView({ preview, keepGtins, onKeepGtins, onStart, starting }: ImportPreviewProps) {
  const { t } = useTranslation('products');
  const importable = importableRows(preview, keepGtins);
  // Every row with an error is in the table above unless the file is longer than the preview.
  const moreErrors = preview.errors.length > 0 && preview.total > preview.rows.length;
  return (
    <Flex vertical gap="middle" data-testid="import-preview">
      <Flex gap="large" wrap>
        <Statistic title={t('import.total')} value={preview.total} />
        <Statistic title={t('import.valid')} value={preview.valid} data-testid="import-valid" />
        <Statistic title={t('import.invalid')} value={preview.invalid} data-testid="import-invalid" />
      </Flex>
      {preview.ignoredColumns.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('import.ignoredColumns', { columns: preview.ignoredColumns.join(', ') })}
        />
      )}
      <Typography.Text type="secondary">{t('import.firstRows', { count: preview.rows.length })}</Typography.Text>
      <Table<Row>
        size="small"
        rowKey="line"
        dataSource={preview.rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'line', title: t('import.line'), dataIndex: 'line', width: 70 },
          {
            key: 'action',
            title: t('import.action'),
            render: (_, row) => <Tag color={ACTION_COLORS[row.action]}>{t(`import.actions.${row.action}`)}</Tag>,
          },
          { key: 'title', title: t('fields.title'), render: (_, row) => titleOf(row) },
          { key: 'gtin', title: t('fields.gtin'), render: (_, row) => row.values.gtin },
          { key: 'sku', title: t('fields.sku'), render: (_, row) => row.values.sku },
          {
            key: 'issues',
            title: t('import.issues'),
            render: (_, row) => (row.issues.length > 0 ? <IssueList issues={row.issues} /> : t('import.noIssue')),
          },
        ]}
        data-testid="import-rows"
      />
      {moreErrors && (
        <>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('import.errorsTitle', { count: preview.invalid })}
          </Typography.Title>
          <ErrorRowsTable errors={preview.errors} testId="import-preview-errors" />
        </>
      )}
      <Checkbox
        checked={keepGtins}
        onChange={(event) => onKeepGtins(event.target.checked)}
        data-testid="import-keep-gtins"
      >
        {t('import.keepGtins')}
      </Checkbox>
      <Button
        type="primary"
        disabled={importable === 0}
        loading={starting}
        onClick={onStart}
        style={{ alignSelf: 'flex-start' }}
        data-testid="import-start"
      >
        {t('import.start', { count: importable })}
      </Button>
    </Flex>
  );
}
