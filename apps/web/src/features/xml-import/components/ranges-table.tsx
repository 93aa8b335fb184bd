import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { XmlImportRange, XmlRangeState } from '@seal/shared/contract/xml-import';
import { rangeProblemText } from '../range-problem-text';

const STATE_COLORS: Record<XmlRangeState, string> = {
  invalid: 'error',
  pending: 'processing',
  activated: 'success',
  failed: 'warning',
};

/**
 * The ranges of a file, in its order: the seals each names, its product, and its state with what
 * stops it. On a phone the table scrolls sideways; the state and its reason come first.
 */
export function RangesTable({ ranges, testId }: { ranges: readonly XmlImportRange[]; testId: string }) {
  const { t, i18n } = useTranslation('xml-import');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Table<XmlImportRange>
      size="small"
      rowKey="position"
      dataSource={[...ranges]}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 720 }}
      onRow={(range) => ({ 'data-state': range.state, 'data-position': range.position }) as never}
      columns={[
        { key: 'position', title: '#', dataIndex: 'position', width: 56 },
        {
          key: 'state',
          title: t('ranges.state'),
          width: 260,
          render: (_, range) => (
            <>
              <Tag color={STATE_COLORS[range.state]}>{t(`states.${range.state}`)}</Tag>
              {range.problem && (
                <Typography.Text type={range.state === 'invalid' ? 'danger' : 'warning'} data-testid="range-problem">
                  {rangeProblemText(t, range.problem)}
                </Typography.Text>
              )}
            </>
          ),
        },
        {
          key: 'seals',
          title: t('ranges.seals'),
          render: (_, range) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              <Typography.Text code>{range.first}</Typography.Text> →{' '}
              <Typography.Text code>{range.last}</Typography.Text>
            </span>
          ),
        },
        {
          key: 'count',
          title: t('ranges.count'),
          align: 'right',
          width: 100,
          render: (_, range) => (range.count > 0 ? number.format(range.count) : '–'),
        },
        {
          key: 'product',
          title: t('ranges.product'),
          render: (_, range) =>
            range.product?.title || (
              <Typography.Text type="secondary">
                {t(`productBy.${range.productRef.by}`)} {range.productRef.value}
              </Typography.Text>
            ),
        },
        { key: 'line', title: t('ranges.line'), dataIndex: 'line', width: 70 },
      ]}
      data-testid={testId}
    />
  );
}
