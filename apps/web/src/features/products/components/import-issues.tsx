import { Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { products } from '@seal/shared';
import { validationMessage } from '../../../api/error-message';

/** An issue of a CSV row in words: a validation key as the form says it, else its catalogue message. */
export function issueMessage(t: TFunction, issue: products.ImportIssue): string {
  if (issue.key.startsWith('validation.')) return validationMessage(issue.key, issue.params);
  return t(`errors.${issue.key}`, { ...issue.params, defaultValue: t('validation.invalid') });
}

/** The issues of one row, each with the column at fault. */
export function IssueList({ issues }: { issues: readonly products.ImportIssue[] }) {
  const { t } = useTranslation('products');
  return (
    <>
      {issues.map((issue, index) => (
        <div key={index} data-testid="import-issue">
          <Typography.Text code>{issue.column || t('import.wholeRow')}</Typography.Text> {issueMessage(t, issue)}
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
