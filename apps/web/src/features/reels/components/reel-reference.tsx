import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { reels } from '@seal/shared';

/** A reel's reference (its first seal's) above the reference of its last seal. */
export function ReelReference({ row }: { row: reels.ReelRow }) {
  const { t } = useTranslation('reels');
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text code copyable={{ text: row.reference }} data-testid="reel-reference">
        {row.reference}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="reel-last-reference">
        {t('list.lastReference', { reference: row.lastReference })}
      </Typography.Text>
    </div>
  );
}
