import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { reels } from '@seal/shared';
import { formatCount } from './format';

/** How much of a reel is activated: a bar, and the counts in words for screen readers. */
export function ReelUsage({ row }: { row: reels.ReelRow }) {
  const { t } = useTranslation('reels');
  const label = t('list.usageLabel', { activated: formatCount(row.activated), total: formatCount(row.total) });
  return (
    <span title={label}>
      <Progress
        percent={row.total > 0 ? Math.floor((row.activated / row.total) * 100) : 0}
        size="small"
        status="normal"
        format={() => `${formatCount(row.activated)} / ${formatCount(row.total)}`}
        aria-label={label}
        style={{ minWidth: 160, margin: 0 }}
      />
    </span>
  );
}
