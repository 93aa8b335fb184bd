import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { reels } from '@seal/shared';

// Preset colours whose text keeps a 4.5:1 contrast on their background (gold and green do not).
const COLORS: Record<reels.ReelStatus, string> = { new: 'blue', inUse: 'purple', usedUp: 'default' };

/** The status of a reel, with its archived and demo marks. */
export function ReelStatus({ row }: { row: reels.ReelRow }) {
  const { t } = useTranslation('reels');
  return (
    <Flex gap={4} wrap>
      <Tag color={COLORS[row.status]} data-testid="reel-status">
        {t(`status.${row.status}`)}
      </Tag>
      {row.archived && <Tag data-testid="reel-archived">{t('status.archived')}</Tag>}
      {row.demo && <Tag color="magenta">{t('list.demo')}</Tag>}
    </Flex>
  );
}
