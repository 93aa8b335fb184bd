import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { certicask } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { caskKeys } from './api/keys';
import { listLicences } from './api/licences';
import { AssignLicence } from './components/assign-licence';
import { LicenceStateTag } from './components/state-tags';
import { formatDate } from './model/format';
import { CASK_PATHS } from './model/paths';

const revocable = (state: certicask.LicenceState) => state === 'free' || state === 'used';

/**
 * /certicask/licences (certicask.view): the licences with their state (filtered by it), the device
 * each is on; a free licence is assigned to a device (licence_add), a free or used one revoked
 * (licence_revoke, on its own page).
 */
export default function LicencesPage() {
  const { t, i18n } = useTranslation('certicask');
  const navigate = useNavigate();
  const rights = useRights();
  const canAdd = Boolean(rights['certicask.licence_add']);
  const canRevoke = Boolean(rights['certicask.licence_revoke']);

  const columns: ResourceColumns<certicask.Licence> = [
    { key: 'number', priority: 1, title: t('licence.number'), dataIndex: 'number', sorter: true },
    {
      key: 'state',
      priority: 1,
      title: t('licence.state'),
      sorter: true,
      filters: certicask.LICENCE_STATES.map((value) => ({ value, text: t(`licenceStates.${value}`) })),
      filterMultiple: false,
      render: (_, row) => <LicenceStateTag state={row.state} />,
    },
    {
      key: 'device',
      priority: 2,
      title: t('licence.device'),
      render: (_, row) => (row.device ? `${row.device.name} (${row.device.identifier})` : ''),
    },
    {
      key: 'expiresAt',
      priority: 2,
      title: t('licence.expiresAt'),
      sorter: true,
      render: (_, row) => formatDate(row.expiresAt, i18n.language),
    },
    { key: 'certificates', priority: 3, title: t('licence.certificates'), dataIndex: 'certificateCount' },
    { key: 'order', priority: 3, title: t('licence.order'), dataIndex: 'orderNumber' },
    { key: 'revokeReason', priority: 3, title: t('licence.revokeReason'), render: (_, row) => row.revokeReason ?? '' },
  ];
  if (canAdd || canRevoke)
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Flex gap="small">
          {canAdd && row.state === 'free' && <AssignLicence licence={row} />}
          {canRevoke && revocable(row.state) && (
            <Link to={`${CASK_PATHS.licenceRevoke}?licence=${row.id}`} data-testid="licence-revoke-link">
              {t('revoke.action')}
            </Link>
          )}
        </Flex>
      ),
    });

  return (
    <>
      <PageTitle>{t('routes.caskLicences', { ns: 'translation' })}</PageTitle>
      <ResourceTable<certicask.Licence>
        queryKey={caskKeys.licences}
        fetcher={listLicences}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('licence.search')}
        toolbar={
          canAdd && (
            <Button type="primary" onClick={() => void navigate(CASK_PATHS.licenceAdd)} data-testid="licence-buy">
              {t('buy.action')}
            </Button>
          )
        }
        testId="licences-table"
      />
    </>
  );
}
