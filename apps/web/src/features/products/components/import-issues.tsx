import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { products } from '@seal/shared';
import { columnLabel, issueMessage } from '../import-issue-text';

/** The issues of one row, each with the column at fault named as the wizard names its field. */
export function IssueList({ issues }: { issues: readonly products.ImportIssue[] }) {
  const { t } = useTranslation('products');
  return (
    <>
      {issues.map((issue, index) => (
        <div key={index} data-testid="import-issue" data-column={issue.column}>
          {issue.column ? (
            <Typography.Text strong title={issue.column}>
              {columnLabel(t, issue.column)}:
            </Typography.Text>
          ) : (
            <Typography.Text strong>{t('import.wholeRow')}:</Typography.Text>
          )}{' '}
          {issueMessage(t, issue)}
        </div>
      ))}
    </>
  );
}

/** The rows refused, by line of the file, with their reasons. */
export function ErrorRowsTable({ errors, testId }: { errors: readonly products.ImportRowError[]; testId: string }) {
  const { t } = useTranslation('products');
  return (
    <Table<products.ImportRowError>
      size="small"
      rowKey="line"
      dataSource={[...errors]}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        { key: 'line', title: t('import.line'), dataIndex: 'line', width: 80 },
        { key: 'issues', title: t('import.issues'), render: (_, row) => <IssueList issues={row.issues} /> },
      ]}
      data-testid={testId}
    />
  );
}
