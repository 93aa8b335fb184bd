import { Button, Flex } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRights } from '../../../api/session';
import { exportEpcis } from '../api/export-epcis';
import type { EventFilters } from '../model/event-filters';
import { EpcisImport } from './epcis-import';

/**
 * The events page's EPCIS access: export the listed period as EPCIS 2.0 JSON-LD, import an EPCIS
 * document (trac.event_create), and a link to the API tokens machine clients sign in with (/settings/tokens).
 */
export function EpcisActions({ filters }: { filters: EventFilters }) {
  const { t } = useTranslation('trace-events');
  const rights = useRights();
  const navigate = useNavigate();
  const exporting = useMutation({ mutationFn: () => exportEpcis(filters) });
  return (
    <Flex gap="small" wrap>
      <Button loading={exporting.isPending} onClick={() => exporting.mutate()} data-testid="epcis-export">
        {t('epcis.export')}
      </Button>
      {rights['trac.event_create'] && <EpcisImport />}
      <Button onClick={() => void navigate('/settings/tokens')} data-testid="api-tokens-open">
        {t('tokens.open')}
      </Button>
    </Flex>
  );
}
