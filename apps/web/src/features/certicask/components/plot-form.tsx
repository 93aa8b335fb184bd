import { Button, Form, Input, InputNumber } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { certicask, LIMITS } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { caskKeys } from '../api/keys';
import { savePlot } from '../api/plots';
import { listPath } from '../model/paths';

/** A plot to add, or the stored one to edit; checked by the server's own rules before sending. */
export function PlotForm({ plot }: { plot?: certicask.Plot }) {
  const { t } = useTranslation('certicask');
  const navigate = useNavigate();
  const client = useQueryClient();
  const toList = () => void navigate(listPath('plot'));
  return (
    <ResourceForm
      schema={certicask.zPlotFields}
      mode={plot ? 'edit' : 'create'}
      initialValues={plot}
      onSubmit={(values) => savePlot(values, plot?.id)}
      onSuccess={() => {
        void client.invalidateQueries({ queryKey: caskKeys.all });
        notify.success(t(plot ? 'plot.saved' : 'plot.created'));
        toList();
      }}
      actions={<Button onClick={toList}>{t('actions.back')}</Button>}
      testId="plot-form"
    >
      <Form.Item name="name" label={t('plot.name')} extra={t('plot.nameHelp')} required>
        <Input maxLength={LIMITS.plotName.max} showCount autoComplete="off" data-testid="plot-name" />
      </Form.Item>
      <Form.Item name="surface" label={t('plot.surface')} extra={t('plot.surfaceHelp')} required>
        <InputNumber
          min={0}
          step={0.01}
          suffix="ha"
          style={{ width: '100%', maxWidth: 240 }}
          data-testid="plot-surface"
        />
      </Form.Item>
      <Form.Item name="grapeVariety" label={t('plot.grapeVariety')} required>
        <Input autoComplete="off" data-testid="plot-grape" />
      </Form.Item>
      <Form.Item name="locality" label={t('plot.locality')}>
        <Input autoComplete="off" data-testid="plot-locality" />
      </Form.Item>
      <Form.Item name="cadastralReference" label={t('plot.cadastralReference')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="plantedYear" label={t('plot.plantedYear')}>
        <InputNumber min={1800} max={2200} precision={0} style={{ maxWidth: 160 }} />
      </Form.Item>
    </ResourceForm>
  );
}
