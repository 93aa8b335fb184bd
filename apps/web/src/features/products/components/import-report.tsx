import { Alert, Flex, Progress, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { products } from '@seal/shared';
import { ErrorRowsTable } from './import-issues';

const finished = (report: products.ImportReport) => report.status === 'done' || report.status === 'failed';

/** The progress bar while the job runs, then the report: created, updated, skipped with their reasons. */
export function ImportReportView({ report }: { report: products.ImportReport }) {
  const { t } = useTranslation('products');
  const percent = report.total > 0 ? Math.floor((report.done / report.total) * 100) : 0;
  const done = finished(report);

  return (
    <Flex vertical gap="middle" data-testid="import-report" data-status={report.status}>
      <div>
        <Typography.Text>
          {done
            ? t(`import.status.${report.status}`)
            : t('import.progress', { done: report.done, total: report.total })}
        </Typography.Text>
        <Progress
          percent={done && report.status === 'done' ? 100 : percent}
          status={report.status === 'failed' ? 'exception' : done ? 'success' : 'active'}
          data-testid="import-progress"
        />
      </div>
      {done && (
        <>
          <Flex gap="large" wrap>
            <Statistic title={t('import.created')} value={report.created} data-testid="import-created" />
            <Statistic title={t('import.updated')} value={report.updated} data-testid="import-updated" />
            <Statistic title={t('import.failed')} value={report.failed} data-testid="import-failed" />
          </Flex>
          {report.warning && (
            <Alert type="warning" showIcon title={t(`errors.${report.warning}`)} data-testid="import-warning" />
          )}
          {report.status === 'failed' && <Alert type="error" showIcon title={t('import.jobFailed')} />}
          {report.errors.length > 0 && (
            <>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                {t('import.skippedTitle')}
              </Typography.Title>
              <ErrorRowsTable errors={report.errors} testId="import-report-errors" />
            </>
          )}
        </>
      )}
    </Flex>
  );
}
