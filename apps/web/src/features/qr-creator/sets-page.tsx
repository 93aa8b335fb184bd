import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { QrType } from '@seal/shared';
import type { QrSetRow, QrSymbology } from '@seal/shared/contract/qr-creator';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { currentLanguage } from '../../i18n';
import { qrCreatorKeys } from './api/keys';
import { listSets } from './api/list-sets';
import { removeSet } from './api/remove-set';
import { SetDownloads } from './components/set-downloads';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The order line's QR type that prints a set's codes: a QR code or a DataMatrix of the product's Digital Link. */
const ORDER_QR_TYPE: Readonly<Record<QrSymbology, QrType>> = {
  qr: 'digitalLinkQr',
  'gs1-datamatrix': 'digitalLinkDataMatrix',
  datamatrix: 'digitalLinkDataMatrix',
};

/** Where a set's printed codes are ordered (the trade area's quotation request). */
const orderPath = (set: QrSetRow) =>
  `/trade/requestaquotation?${new URLSearchParams({ ...(set.productId ? { product: set.productId } : {}), qrType: ORDER_QR_TYPE[set.symbology] })}`;

/** /security/qrcreator: the account's QR code sets, their downloads, and the way to a new one. */
export default function SetsPage() {
  const { t } = useTranslation('qr-creator');
  const navigate = useNavigate();
  const columns: ResourceColumns<QrSetRow> = [
    { key: 'name', priority: 1, title: t('fields.name'), dataIndex: 'name', sorter: true },
    {
      key: 'target',
      priority: 1,
      title: t('columns.target'),
      render: (_, set) =>
        set.target === 'seals' ? (
          <Typography.Text>
            {set.firstReference} – {set.lastReference}
            {set.productTitle && <Typography.Text type="secondary"> · {set.productTitle}</Typography.Text>}
          </Typography.Text>
        ) : (
          (set.productTitle ?? t('columns.noProduct'))
        ),
    },
    {
      key: 'symbology',
      priority: 2,
      title: t('fields.symbology'),
      render: (_, set) => <Tag>{t(`symbologies.${set.symbology}`)}</Tag>,
    },
    { key: 'codeCount', priority: 1, title: t('columns.count'), dataIndex: 'codeCount', sorter: true, align: 'right' },
    {
      key: 'createdAt',
      priority: 3,
      title: t('columns.created'),
      sorter: true,
      render: (_, set) => formatDate(set.createdAt),
    },
    { key: 'downloads', priority: 3, title: t('columns.downloads'), dataIndex: 'downloads', align: 'right' },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, set) => (
        <Flex gap="small" align="center" wrap>
          <SetDownloads set={set} />
          <Link to={orderPath(set)} data-testid="qr-order">
            {t('order')}
          </Link>
          <ConfirmAction
            title={t('deleteConfirm', { name: set.name })}
            content={t('deleteEffect')}
            mutationFn={() => removeSet(set.id)}
            invalidate={[qrCreatorKeys.all]}
            successMessage={t('deleted')}
            button={{ size: 'small', type: 'link', 'aria-label': t('deleteNamed', { name: set.name }) }}
            danger
            testId="qr-delete"
          >
            {t('delete')}
          </ConfirmAction>
        </Flex>
      ),
    },
  ];
  return (
    <>
      <PageTitle
        extra={
          <Button type="primary" onClick={() => void navigate('/security/qrcreator/new')} data-testid="qr-new">
            {t('new')}
          </Button>
        }
      >
        {t('listTitle')}
      </PageTitle>
      <ResourceTable<QrSetRow>
        queryKey={qrCreatorKeys.sets}
        fetcher={listSets}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('search')}
        testId="qr-sets-table"
      />
    </>
  );
}
