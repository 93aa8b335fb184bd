import { SwapOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { reels } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { findReelsPage } from './api/find-reels';
import { reelKeys } from './api/keys';
import { useReelColumns } from './components/reel-columns';
import { TransferReelDialog } from './components/transfer-reel-dialog';

/** Why a reel cannot move: kept narrow, so the fixed column leaves room for the reference on a phone. */
const Why = ({ children }: { children: string }) => (
  <Typography.Text type="secondary" style={{ display: 'inline-block', maxWidth: 120 }}>
    {children}
  </Typography.Text>
);

/** Why a reel of the list cannot move, or the button that moves it. */
function TransferAction({ row }: { row: reels.ReelRow }) {
  const { t } = useTranslation('reels');
  if (row.transfer) return <Why>{t('transfer.alreadyDone')}</Why>;
  if (row.archived) return <Why>{t('status.archived')}</Why>;
  if (row.activated === 0) return <Why>{t('transfer.noActivation')}</Why>;
  return (
    <TransferReelDialog
      row={row}
      trigger={(open) => (
        <Button size="small" type="link" onClick={open} data-testid="reel-transfer-open">
          {t('transfer.action')}
        </Button>
      )}
    />
  );
}

/** /organisation/reeltransfert: the reels with their transfer state, and the transfer of one to another entity. */
export default function ReelTransferPage() {
  const { t } = useTranslation('reels');
  const columns = useReelColumns('transfer', (row) => <TransferAction row={row} />);
  return (
    <>
      <PageTitle
        extra={
          <TransferReelDialog
            trigger={(open) => (
              <Button type="primary" icon={<SwapOutlined />} onClick={open} data-testid="reel-transfer-new">
                {t('transfer.new')}
              </Button>
            )}
          />
        }
      >
        {t('routes.orgaReelTransfer')}
      </PageTitle>
      <Typography.Paragraph type="secondary">{t('transfer.intro')}</Typography.Paragraph>
      <ResourceTable<reels.ReelRow>
        queryKey={[...reelKeys.lists, 'transfer']}
        fetcher={findReelsPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('list.search')}
        testId="reel-transfer-table"
      />
    </>
  );
}
