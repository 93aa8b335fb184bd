import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { reels } from '@seal/shared';
import { formatDate } from './format';

/** Where a reel came from, and when; or that it was never transferred. */
export function TransferState({ row }: { row: reels.ReelRow }) {
  const { t } = useTranslation('reels');
  if (!row.transfer) return <Typography.Text type="secondary">{t('transfer.never')}</Typography.Text>;
  return (
    <span data-testid="reel-transfer">
      {t('transfer.from', { entity: row.transfer.fromEntityName, date: formatDate(row.transfer.at) })}
    </span>
  );
}
