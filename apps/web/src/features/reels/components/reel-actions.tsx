import { Button, Flex, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { reels } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { archiveReel, unarchiveReel } from '../api/archive-reel';
import { reelKeys } from '../api/keys';
import { SplitReelDialog } from './split-reel-dialog';

/**
 * What the activation wizard receives to start on a reel (/security/activation/new): the method
 * "by reel" and the reel's reference, as the activation contract names them.
 */
export const activationState = (row: reels.ReelRow) => ({ method: 'reel', reference: row.reference }) as const;

/** Split, archive or unarchive, and activate a reel of the list, each when it applies and is allowed. */
export function ReelActions({ row }: { row: reels.ReelRow }) {
  const { t } = useTranslation('reels');
  const rights = useRights();
  const navigate = useNavigate();
  // On a phone the actions stack, so their fixed column leaves room for the reference.
  const narrow = !Grid.useBreakpoint().md;
  const small = { size: 'small', type: 'link' } as const;
  const usable = !row.archived && row.left > 0;
  return (
    <Flex gap="small" wrap vertical={narrow} align="start">
      {usable && rights['secu.by_reel'] && (
        <Button
          {...small}
          onClick={() => void navigate('/security/activation/new', { state: activationState(row) })}
          data-testid="reel-activate"
        >
          {t('actions.activate')}
        </Button>
      )}
      {usable && row.total > 1 && <SplitReelDialog row={row} />}
      {rights['secu.archive_reels'] && !row.archived && row.activated > 0 && (
        <ConfirmAction
          title={t('actions.archiveConfirm', { reference: row.reference })}
          content={t('actions.archiveContent')}
          mutationFn={() => archiveReel(row.reference)}
          invalidate={[reelKeys.all]}
          successMessage={t('actions.archived', { reference: row.reference })}
          button={small}
          testId="reel-archive"
        >
          {t('actions.archive')}
        </ConfirmAction>
      )}
      {rights['secu.archive_reels'] && row.archived && (
        <ConfirmAction
          title={t('actions.unarchiveConfirm', { reference: row.reference })}
          mutationFn={() => unarchiveReel(row.reference)}
          invalidate={[reelKeys.all]}
          successMessage={t('actions.unarchived', { reference: row.reference })}
          button={small}
          testId="reel-unarchive"
        >
          {t('actions.unarchive')}
        </ConfirmAction>
      )}
    </Flex>
  );
}
