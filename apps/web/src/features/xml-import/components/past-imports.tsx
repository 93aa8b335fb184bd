import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { XmlImportRow, XmlImportStatus } from '@seal/shared/contract/xml-import';
import { currentLanguage } from '../../../i18n';
import { ResourceTable } from '../../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { findXmlImportsPage } from '../api/find-xml-imports';
import { xmlImportKeys } from '../api/keys';

const STATUS_COLORS: Record<XmlImportStatus, string> = {
  verified: 'default',
  queued: 'processing',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** The imports of the user's seal scope; one opens its report (or its code step, if not started). */
export function PastImports({ onOpen }: { onOpen: (importId: string) => void }) {
  const { t } = useTranslation('xml-import');
  const number = new Intl.NumberFormat(currentLanguage());
  const columns: ResourceColumns<XmlImportRow> = [
    {
      key: 'createdAt',
      title: t('list.createdAt'),
      sorter: true,
      priority: 1,
      render: (_, row) => (
        <a
          href={`?import=${row.importId}`}
          onClick={(event) => {
            event.preventDefault();
            onOpen(row.importId);
          }}
          data-testid="xml-open-import"
        >
          {dateTime(row.createdAt)}
        </a>
      ),
    },
    { key: 'fileName', title: t('list.fileName'), dataIndex: 'fileName', priority: 2 },
    {
      key: 'status',
      title: t('list.status'),
      priority: 1,
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`status.${row.status}`)}</Tag>,
    },
    {
      key: 'validSeals',
      title: t('summary.validSeals'),
      sorter: true,
      align: 'right',
      priority: 3,
      render: (_, row) => number.format(row.validSeals),
    },
    {
      key: 'activatedSeals',
      title: t('run.activatedSeals'),
      sorter: true,
      align: 'right',
      priority: 2,
      render: (_, row) => number.format(row.activatedSeals),
    },
    { key: 'uploadedBy', title: t('list.uploadedBy'), priority: 4, render: (_, row) => row.uploadedBy.name },
  ];
  return (
    <ResourceTable<XmlImportRow>
      queryKey={xmlImportKeys.lists}
      fetcher={findXmlImportsPage}
      columns={columns}
      rowKey="importId"
      searchPlaceholder={t('list.search')}
      testId="xml-imports-table"
    />
  );
}
