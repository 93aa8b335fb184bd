import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ANOMALY_KINDS } from '@seal/shared';
import type { AnomalyRow } from '@seal/shared/contract/anomalies';
import type { PrivateConsultationState } from '@seal/shared/contract/seal-history';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { formatDateTime } from './format';
import { anomalyKeys, findAnomaliesPage } from './api/anomalies';
import { evidenceList, evidenceSummary } from './components/evidence';
import { PeriodFilter } from './components/period-filter';

/**
 * /security/anomalies: the signals found in the consultations of the account's seals
 * (docs/anomalies.md), latest first, each with its evidence, and the seal's private consultation
 * for those who may open it (secu.history).
 */
export default function AnomaliesPage() {
  const { t } = useTranslation('anomalies');
  const rights = useRights();
  const navigate = useNavigate();
  const columns: ResourceColumns<AnomalyRow> = [
    {
      key: 'occurredAt',
      priority: 1,
      title: t('list.occurredAt'),
      dataIndex: 'occurredAt',
      sorter: true,
      filterDropdown: (props) => <PeriodFilter {...props} />,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'kind',
      priority: 1,
      title: t('list.kind'),
      dataIndex: 'kind',
      sorter: true,
      filters: ANOMALY_KINDS.map((kind) => ({ text: t(`kinds.${kind}`), value: kind })),
      render: (_, row) => <Tag data-testid="anomaly-kind">{t(`kinds.${row.kind}`)}</Tag>,
    },
    {
      key: 'evidence',
      priority: 1,
      title: t('list.evidence'),
      // The evidence wraps within this width rather than making the table wider than the screen.
      width: 420,
      render: (_, row) => {
        const items = evidenceList(row);
        return (
          <Flex vertical>
            <span data-testid="anomaly-evidence">{evidenceSummary(t, row)}</span>
            {items.length > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="anomaly-evidence-list">
                {items.slice(0, 12).join(', ')}
                {items.length > 12 ? ` ${t('list.more', { count: items.length - 12 })}` : ''}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'reference',
      priority: 2,
      title: t('list.seal'),
      render: (_, row) =>
        row.reference === null ? (
          <Typography.Text type="secondary">{t('list.noSeal')}</Typography.Text>
        ) : rights['secu.history'] ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() =>
              void navigate('/privateconsultation', {
                state: { ref: row.reference! } satisfies PrivateConsultationState,
              })
            }
            data-testid="anomaly-seal"
          >
            {row.reference}
          </Button>
        ) : (
          row.reference
        ),
    },
    {
      key: 'detectedAt',
      priority: 3,
      title: t('list.detectedAt'),
      dataIndex: 'detectedAt',
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
  ];
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ResourceTable<AnomalyRow>
        queryKey={anomalyKeys.lists}
        fetcher={findAnomaliesPage}
        columns={columns}
        rowKey="id"
        searchable={false}
        testId="anomalies-table"
      />
    </>
  );
}
