import { useMemo } from 'react';
import { Flex, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatReferenceList, parseReferenceList, summariseReferenceList } from '../model/reference-list';

export interface ReferenceListInputProps {
  value?: string;
  onChange?: (value: string) => void;
  testId?: string;
}

const SHOWN_PROBLEMS = 5;

/**
 * A list of references typed or pasted one per line (commas, semicolons and tabs separate too).
 * Leaving the box writes each reference in its printed form; below it, the count and the lines to
 * correct: a mistyped reference, or one already listed.
 */
export function ReferenceListInput({ value = '', onChange, testId }: ReferenceListInputProps) {
  const { t } = useTranslation('activation');
  const entries = useMemo(() => parseReferenceList(value), [value]);
  const summary = summariseReferenceList(entries);
  const problems = entries.filter((entry) => entry.problem !== null);

  return (
    <Flex vertical gap={4}>
      <Input.TextArea
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={() => entries.length > 0 && onChange?.(formatReferenceList(entries))}
        autoSize={{ minRows: 4, maxRows: 12 }}
        placeholder={'ABCD-1234-EFGH\nJKMN-5678-PRST'}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        data-testid={testId}
      />
      {summary.count > 0 && (
        <Flex gap="small" wrap aria-live="polite" data-testid="reference-list-summary">
          <Tag>{t('references.count', { count: summary.count })}</Tag>
          {summary.invalid > 0 && <Tag color="error">{t('references.invalidCount', { count: summary.invalid })}</Tag>}
          {summary.duplicates > 0 && (
            <Tag color="warning">{t('references.duplicateCount', { count: summary.duplicates })}</Tag>
          )}
        </Flex>
      )}
      {problems.slice(0, SHOWN_PROBLEMS).map((entry) => (
        <Typography.Text key={entry.line} type="secondary" data-testid="reference-list-problem">
          {entry.problem === 'duplicate'
            ? t('problems.duplicate', { line: entry.line, reference: entry.typed, first: entry.firstLine })
            : t(entry.problem === 'check' ? 'problems.lineCheck' : 'problems.lineFormat', {
                line: entry.line,
                reference: entry.typed,
              })}
        </Typography.Text>
      ))}
      {problems.length > SHOWN_PROBLEMS && (
        <Typography.Text type="secondary">
          {t('problems.more', { count: problems.length - SHOWN_PROBLEMS })}
        </Typography.Text>
      )}
    </Flex>
  );
}
