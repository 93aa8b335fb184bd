import { useEffect, useMemo } from 'react';
import { Alert, Button, Flex, Spin, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { activation } from '@seal/shared';
import { errorMessage } from '../../../api/error-message';
import { currentLanguage } from '../../../i18n';
import { activationKeys } from '../api/keys';
import type { SealFlow } from '../api/seal-flow';
import { formatCount } from '../model/format';

export interface VerifyStepProps<I> {
  flow: SealFlow<I>;
  /** The request the earlier steps describe, read once when the step shows. */
  input: I;
  /** Told the answer for the input (null while there is none), so "Next" goes on only when every range can. */
  onChecked: (input: I, result: activation.CheckResult | null) => void;
}

/**
 * The verification: the server reads the references, splits them into ranges within one reel
 * each and tells each range's count and what stops it (a catalogue error), before any code is sent.
 */
export function VerifyStep<I>({ flow, input, onChecked }: VerifyStepProps<I>) {
  const { t } = useTranslation('activation');
  const language = currentLanguage();
  const check = useQuery({
    queryKey: activationKeys.check(flow.kind, input),
    queryFn: ({ signal }) => flow.check(input, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  useEffect(() => onChecked(input, check.data ?? null), [input, check.data, onChecked]);

  // Three narrow columns, the problem wrapping under its range: the table fits a phone's width.
  const columns = useMemo(
    () => [
      {
        key: 'range',
        title: t('verify.range'),
        render: (_: unknown, range: activation.CheckedRange) => (
          <Flex vertical style={{ whiteSpace: 'nowrap' }}>
            <code>{range.first}</code>
            {range.last !== range.first && <code>{range.last}</code>}
          </Flex>
        ),
      },
      {
        key: 'count',
        title: t('fields.count'),
        dataIndex: 'count',
        align: 'right' as const,
        render: (count: number) => formatCount(count, language),
      },
      {
        key: 'problem',
        title: t('verify.state'),
        render: (_: unknown, range: activation.CheckedRange) =>
          range.problem ? (
            <Typography.Text type="danger" data-testid="range-problem">
              {t(`errors.${range.problem.key}`, { defaultValue: t('errors.activation.unknown') })}
            </Typography.Text>
          ) : (
            <Typography.Text type="success">{t(`verify.ready.${flow.kind}`)}</Typography.Text>
          ),
      },
    ],
    [t, language, flow.kind],
  );

  if (check.isPending) {
    return (
      <Flex gap="small" align="center" style={{ marginBottom: 24 }}>
        <Spin />
        {t('verify.checking')}
      </Flex>
    );
  }
  if (check.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(check.error)}
        description={t('verify.goBack')}
        action={<Button onClick={() => void check.refetch()}>{t('verify.retry')}</Button>}
        style={{ marginBottom: 24 }}
        data-testid="verify-error"
      />
    );
  }
  const result = check.data;
  return (
    <Flex vertical gap="middle" style={{ marginBottom: 24 }} data-testid="verify-result">
      <Alert
        type={result.ok ? 'success' : 'error'}
        showIcon
        title={
          result.ok
            ? t(`verify.ok.${flow.kind}`, { count: result.total, total: formatCount(result.total, language) })
            : t('verify.blocked')
        }
        data-testid={result.ok ? 'verify-ok' : 'verify-blocked'}
      />
      <Table<activation.CheckedRange>
        size="small"
        rowKey={(range) => `${range.first}-${range.last}`}
        columns={columns}
        dataSource={result.ranges}
        pagination={result.ranges.length > 10 ? { pageSize: 10, size: 'small' } : false}
        data-testid="verify-ranges"
      />
    </Flex>
  );
}
