import { useTranslation } from 'react-i18next';
import type { reels } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { findReelsPage } from './api/find-reels';
import { reelKeys } from './api/keys';
import { ReelActions } from './components/reel-actions';
import { useReelColumns } from './components/reel-columns';

/**
 * /security/reels: the reels of the entity (and of its sub-entities with orga.master_security),
 * how much of each is activated, and the ways to split, archive and activate them.
 */
export default function ReelsPage() {
  const { t } = useTranslation('reels');
  const columns = useReelColumns('reels', (row) => <ReelActions row={row} />);
  return (
    <>
      <PageTitle>{t('routes.secuReels')}</PageTitle>
      <ResourceTable<reels.ReelRow>
        queryKey={reelKeys.lists}
        fetcher={findReelsPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('list.search')}
        testId="reels-table"
      />
    </>
  );
}
