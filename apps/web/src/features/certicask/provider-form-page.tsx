import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useProvider } from './api/providers';
import { Loaded } from './components/loaded';
import { ProviderForm } from './components/provider-form';

/** /certicask/providers/add and /certicask/providers/edit?id=: one service provider's form. */
export default function ProviderFormPage() {
  const { t } = useTranslation('certicask');
  const id = useSearchParams()[0].get('id') ?? undefined;
  const query = useProvider(id);
  return (
    <>
      <PageTitle>{t(id ? 'routes.caskProviderEdit' : 'routes.caskProviderAdd', { ns: 'translation' })}</PageTitle>
      <Card>
        {id ? (
          <Loaded query={query}>{(provider) => <ProviderForm key={provider.id} provider={provider} />}</Loaded>
        ) : (
          <ProviderForm />
        )}
      </Card>
    </>
  );
}
