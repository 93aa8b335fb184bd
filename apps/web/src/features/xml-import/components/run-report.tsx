import { Alert, Flex, Progress, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { XmlImport } from '@seal/shared/contract/xml-import';
import { rangeProblemText } from '../range-problem-text';
import { RangesTable } from './ranges-table';

/**
 * Step 5: the progress bar while the job runs, then the completion report: seals and ranges
 * activated, and the ranges skipped with their reasons (refused at verification, or at run time
 * because something changed since).
 */
export function RunReport({ data }: { data: XmlImport }) {
  const { t, i18n } = useTranslation('xml-import');
  const number = new Intl.NumberFormat(i18n.language);
  const finished = data.status === 'done' || data.status === 'failed';
  const percent = data.validSeals > 0 ? Math.floor((data.doneSeals / data.validSeals) * 100) : 0;
  const skipped = data.ranges.filter((range) => range.state === 'invalid' || range.state === 'failed');

  return (
    <Flex vertical gap="middle" data-testid="xml-report" data-status={data.status}>
      <div>
        <Typography.Text>
          {finished
            ? t(`status.${data.status}`)
            : t('run.progress', { done: data.doneRanges, total: data.validRanges })}
        </Typography.Text>
        <Progress
          percent={finished && data.status === 'done' ? 100 : percent}
          status={data.status === 'failed' ? 'exception' : finished ? 'success' : 'active'}
          data-testid="xml-progress"
        />
      </div>
      {finished && (
        <>
          <Flex gap="large" wrap>
            <Statistic
              title={t('run.activatedSeals')}
              value={number.format(data.activatedSeals)}
              data-testid="xml-activated-seals"
            />
            <Statistic
              title={t('run.activatedRanges')}
              value={data.activatedRanges}
              data-testid="xml-activated-ranges"
            />
            <Statistic title={t('run.skippedRanges')} value={skipped.length} data-testid="xml-skipped-ranges" />
          </Flex>
          {data.error && (
            <Alert type="error" showIcon title={rangeProblemText(t, data.error)} data-testid="xml-run-error" />
          )}
          {skipped.length > 0 && (
            <>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                {t('run.skippedTitle')}
              </Typography.Title>
              <RangesTable ranges={skipped} testId="xml-skipped" />
            </>
          )}
        </>
      )}
    </Flex>
  );
}
