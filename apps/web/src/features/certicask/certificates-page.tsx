import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { certicask } from '@seal/shared';
import { CertificateDetails } from '../../components/certificate/certificate-details';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { useCertificate, listCertificates } from './api/certificates';
import { caskKeys } from './api/keys';
import { Loaded } from './components/loaded';
import { formatDateTime } from './model/format';

type Row = certicask.CertificateRow;

/**
 * /certicask/certificates (certicask.view): the certificates the account's licensed devices issued,
 * newest first, searched by number, product, container or a covered reference; each opens with
 * all it says.
 */
export default function CertificatesPage() {
  const { t, i18n } = useTranslation('certicask');
  const [shown, setShown] = useState<Row | null>(null);
  const certificate = useCertificate(shown?.id ?? null);

  const columns: ResourceColumns<Row> = [
    {
      key: 'number',
      priority: 1,
      title: t('certificate.number'),
      sorter: true,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setShown(row)} data-testid="certificate-open">
          {row.number}
        </Button>
      ),
    },
    {
      key: 'subject',
      priority: 1,
      title: t('certificate.subject'),
      filters: certicask.CERTIFICATE_SUBJECTS.map((value) => ({
        value,
        text: t(`certificate.subjects.${value}`, { ns: 'translation' }),
      })),
      filterMultiple: false,
      render: (_, row) => t(`certificate.subjects.${row.subject}`, { ns: 'translation' }),
    },
    { key: 'product', priority: 2, title: t('certificate.product'), dataIndex: 'productTitle' },
    {
      key: 'seals',
      priority: 2,
      title: t('certificate.seals'),
      render: (_, row) =>
        row.sealCount === 1 ? row.firstReference : `${row.firstReference} – ${row.lastReference} (${row.sealCount})`,
    },
    { key: 'container', priority: 3, title: t('certificate.container'), render: (_, row) => row.containerName ?? '' },
    { key: 'device', priority: 3, title: t('certificate.device'), dataIndex: 'deviceName' },
    {
      key: 'issuedAt',
      priority: 2,
      title: t('certificate.issuedAt'),
      sorter: true,
      render: (_, row) => formatDateTime(row.issuedAt, i18n.language),
    },
  ];

  return (
    <>
      <PageTitle>{t('routes.caskCertificates', { ns: 'translation' })}</PageTitle>
      <ResourceTable<Row>
        queryKey={caskKeys.certificates}
        fetcher={listCertificates}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('certificate.search')}
        testId="certificates-table"
      />
      <Modal
        open={shown !== null}
        title={t('certificate.title', { number: shown?.number ?? '' })}
        onCancel={() => setShown(null)}
        footer={null}
        destroyOnHidden
      >
        <Loaded query={certificate}>{(data) => <CertificateDetails certificate={data} />}</Loaded>
      </Modal>
    </>
  );
}
