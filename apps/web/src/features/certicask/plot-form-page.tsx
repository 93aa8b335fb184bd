import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { usePlot } from './api/plots';
import { Loaded } from './components/loaded';
import { PlotForm } from './components/plot-form';

/** /certicask/plots/add and /certicask/plots/edit?id=: one plot's form. */
export default function PlotFormPage() {
  const { t } = useTranslation('certicask');
  const id = useSearchParams()[0].get('id') ?? undefined;
  const query = usePlot(id);
  return (
    <>
      <PageTitle>{t(id ? 'routes.caskPlotEdit' : 'routes.caskPlotAdd', { ns: 'translation' })}</PageTitle>
      <Card>
        {id ? <Loaded query={query}>{(plot) => <PlotForm key={plot.id} plot={plot} />}</Loaded> : <PlotForm />}
      </Card>
    </>
  );
}
