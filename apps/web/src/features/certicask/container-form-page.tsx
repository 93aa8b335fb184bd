import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useContainer } from './api/containers';
import { Loaded } from './components/loaded';
import { ContainerForm } from './components/container-form';

/** /certicask/containers/add and /certicask/containers/edit?id=: one cellar container's form. */
export default function ContainerFormPage() {
  const { t } = useTranslation('certicask');
  const id = useSearchParams()[0].get('id') ?? undefined;
  const query = useContainer(id);
  return (
    <>
      <PageTitle>{t(id ? 'routes.caskContainerEdit' : 'routes.caskContainerAdd', { ns: 'translation' })}</PageTitle>
      <Card>
        {id ? (
          <Loaded query={query}>{(container) => <ContainerForm key={container.id} container={container} />}</Loaded>
        ) : (
          <ContainerForm />
        )}
      </Card>
    </>
  );
}
