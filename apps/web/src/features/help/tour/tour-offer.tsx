import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rpc } from '../../../api/rpc';
import { helpKeys } from '../api/keys';
import { endTour, getTourState } from '../api/tour-methods';

/**
 * Offers the tour to a user who has neither taken nor dismissed it (remembered on the server, so
 * once per user, not per browser). The shell shows it above the dashboard, the first screen after
 * login, as a bar that covers nothing; "Not now" dismisses it for good, the tour staying a click
 * away on the help page.
 */
export default function TourOffer() {
  const { t } = useTranslation('help');
  const client = useQueryClient();
  const navigate = useNavigate();
  const state = useQuery({
    queryKey: helpKeys.tour,
    queryFn: ({ signal }) => rpc(getTourState, {}, { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
  if (state.data?.offer !== true) return null;
  const hide = () => client.setQueryData(helpKeys.tour, { offer: false });
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('tour.offerTitle')}
      description={t('tour.offerText')}
      data-testid="tour-offer"
      action={
        <Space orientation="vertical">
          <Button
            type="primary"
            size="small"
            onClick={() => {
              hide();
              navigate('/presentation');
            }}
            data-testid="tour-offer-start"
          >
            {t('tour.offerStart')}
          </Button>
          <Button
            size="small"
            onClick={() => {
              hide();
              void rpc(endTour, { outcome: 'dismissed' });
            }}
            data-testid="tour-offer-later"
          >
            {t('tour.offerLater')}
          </Button>
        </Space>
      }
    />
  );
}
