import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ContainersTab } from './components/containers-tab';
import { ModelsTab } from './components/models-tab';
import { ProductContainersTab } from './components/product-containers-tab';
import { readTab, type ContainerTab } from './model/paths';

/**
 * /tracability/mycontainer (trac.mdl_ctn_view): container models, product containers and the
 * containers packed from them, one tab each (`?tab=`, so a reload or a link lands on the same list).
 */
export default function ContainersPage() {
  const { t } = useTranslation('trace-containers');
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  // Each tab keeps only its own parameters: one list's page and search mean nothing to another.
  const show = (next: ContainerTab) => setParams(next === 'models' ? {} : { tab: next });

  return (
    <>
      <PageTitle>{t('routes.tracContainers')}</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as ContainerTab)}
        destroyOnHidden
        items={[
          { key: 'models', label: t('tabs.models'), children: <ModelsTab /> },
          { key: 'products', label: t('tabs.products'), children: <ProductContainersTab /> },
          { key: 'packed', label: t('tabs.packed'), children: <ContainersTab /> },
        ]}
        data-testid="containers-tabs"
      />
    </>
  );
}
