import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useSite } from './api/use-site';
import { QueryState } from './components/query-state';
import { EditSiteForm } from './components/site-form';
import { SiteModels } from './components/site-models';
import { CreateSiteWizard } from './components/site-wizard';

/** /organisation/sites/create (optionally ?parent=<site>) */
export function SiteCreatePage() {
  const { t } = useTranslation('organisation');
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>{t('routes.orgaSiteCreate')}</PageTitle>
      <Card>
        <CreateSiteWizard parentId={params.get('parent') ?? undefined} />
      </Card>
    </>
  );
}

/** /organisation/sites/edit?id=<site> */
export function SiteEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const site = useSite(id);
  if (!id) return <Navigate to="/organisation/sites" replace />;
  return (
    <QueryState query={site}>
      {(detail) => (
        <>
          <PageTitle>{detail.name}</PageTitle>
          <Flex vertical gap="middle">
            <Card>
              <EditSiteForm key={detail.id} site={detail} />
            </Card>
            <SiteModels site={detail} />
          </Flex>
        </>
      )}
    </QueryState>
  );
}
