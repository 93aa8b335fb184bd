import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rpc } from '../../api/rpc';
import { currentLanguage } from '../../i18n';
import { getReelStock, REEL_STOCK_KEY } from './reel-stock';
import { WidgetCard } from './widget-card';

/** The reel stock: seals left to activate on the reels not archived, and how far they are used. */
export function ReelStockWidget() {
  const { t } = useTranslation();
  const stock = useQuery({ queryKey: REEL_STOCK_KEY, queryFn: ({ signal }) => rpc(getReelStock, {}, { signal }) });
  const number = (value: number) => new Intl.NumberFormat(currentLanguage()).format(value);
  const data = stock.data;
  const percent = data && data.total > 0 ? Math.floor((data.activated / data.total) * 100) : 0;
  return (
    <WidgetCard id="reelStock" extra={<Link to="/security/reels">{t('home.reelStock.open')}</Link>}>
      {!data ? (
        <p className="widget-card-note">{t('common.loading')}</p>
      ) : (
        <div data-testid="reel-stock">
          <p className="widget-card-note">{t('home.reelStock.left')}</p>
          <p className="reel-stock-figure" data-testid="reel-stock-left">
            {number(data.left)}
          </p>
          <div
            className="reel-stock-bar"
            role="progressbar"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('home.reelStock.used', { percent })}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="widget-card-note" data-testid="reel-stock-summary">
            {t('home.reelStock.summary', {
              reels: number(data.reels),
              activated: number(data.activated),
              total: number(data.total),
            })}
          </p>
          <p className="widget-card-note">
            {t('home.reelStock.statuses', {
              new: number(data.byStatus.new),
              inUse: number(data.byStatus.inUse),
              usedUp: number(data.byStatus.usedUp),
            })}
          </p>
        </div>
      )}
    </WidgetCard>
  );
}
