import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { formatCount, formatMoney, formatWeight } from '../model/format';
import { TradeStatusTag } from './status-tags';

/** The lines of a quotation or an order; an order's show their own status and weight. */
export function LinesTable({ lines, withStatus }: { lines: trade.TradeLine[]; withStatus?: boolean }) {
  const { t, i18n } = useTranslation('trade');
  const language = i18n.language;
  const columns: TableColumnsType<trade.TradeLine> = [
    { key: 'lineNo', title: '#', dataIndex: 'lineNo', width: 48 },
    {
      key: 'article',
      title: t('line.article'),
      render: (_, line) => `${line.article.code} · ${line.article.name}`,
    },
    { key: 'product', title: t('line.product'), render: (_, line) => line.product?.title ?? '—' },
    {
      key: 'quantity',
      title: t('line.quantity'),
      align: 'right',
      render: (_, line) => formatCount(line.quantity, language),
    },
    { key: 'qrType', title: t('line.qrType'), render: (_, line) => t(`qrType.${line.qrType}`) },
    { key: 'description', title: t('line.description'), render: (_, line) => line.description ?? '' },
    {
      key: 'unitPrice',
      title: t('line.unitPrice'),
      align: 'right',
      render: (_, line) =>
        line.unitPriceCents === null ? t('line.notPriced') : formatMoney(line.unitPriceCents, language),
    },
    ...(withStatus
      ? ([
          {
            key: 'weight',
            title: t('line.weight'),
            align: 'right',
            render: (_, line) => (line.weightGrams === null ? '—' : formatWeight(line.weightGrams, language)),
          },
          {
            key: 'lineStatus',
            title: t('line.status'),
            render: (_, line) => (line.lineStatus === null ? '—' : <TradeStatusTag status={line.lineStatus} />),
          },
        ] satisfies TableColumnsType<trade.TradeLine>)
      : []),
  ];
  return (
    <Table<trade.TradeLine>
      rowKey="lineNo"
      size="small"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="trade-lines"
    />
  );
}
