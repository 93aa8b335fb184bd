import { Alert, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PackTarget } from '../api/use-pack-target';
import { levelLabel } from '../model/level';

/** What the container may hold: its model's level, content type, quantities and the count so far. */
export function PackLimits({ target, loading }: { target: PackTarget | null | undefined; loading: boolean }) {
  const { t } = useTranslation('trace-containers');
  if (loading) return <Spin size="small" />;
  if (!target) return <Alert type="info" showIcon title={t('pack.noTarget')} data-testid="pack-no-target" />;
  const { model, container } = target;
  const count = container ? container.sealCount + container.childCount : 0;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 4 }} data-testid="pack-limits">
      <Descriptions.Item label={t('model.level')}>{levelLabel(t, model.level)}</Descriptions.Item>
      <Descriptions.Item label={t('model.contentType')}>{t(`contentTypes.${model.contentType}`)}</Descriptions.Item>
      <Descriptions.Item label={t('pack.quantities')}>
        {t('pack.minMax', { min: model.minQuantity, max: model.maxQuantity })}
      </Descriptions.Item>
      <Descriptions.Item label={t('pack.countSoFar')}>
        <span data-testid="pack-count">{count}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
