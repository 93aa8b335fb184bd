import { Card, Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { organisation } from '@seal/shared';
import { localised } from '@seal/shared/contract/trace-events';
import { useRights } from '../../../api/session';
import { currentLanguage } from '../../../i18n';

/**
 * The traceability models that apply to a site (spec 000 "Site": event models, container models),
 * chosen on each model's form; each a link to its model for who may open it.
 */
export function SiteModels({ site }: { site: organisation.SiteDetail }) {
  const { t } = useTranslation('organisation');
  const rights = useRights();
  const canOpenEventModels = Boolean(
    rights['trac.eventmdl_view'] || rights['trac.eventmdl_edit'] || rights['trac.eventmdl_create'],
  );
  const canOpenContainerModels = Boolean(rights['trac.mdl_ctn_edit']);
  const none = <span>{t('sites.models.none')}</span>;
  const tag = (key: string, label: string, to: string | null) => (
    <Tag key={key}>{to ? <Link to={to}>{label}</Link> : label}</Tag>
  );
  return (
    <Card size="small" title={t('sites.models.title')} data-testid="site-models">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('sites.models.events')}>
          <Flex gap={4} wrap>
            {site.eventModels.length === 0
              ? none
              : site.eventModels.map((model) =>
                  tag(
                    model.id,
                    localised(model.name, currentLanguage()),
                    canOpenEventModels ? `/tracability/eventmodel/new?id=${model.id}` : null,
                  ),
                )}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('sites.models.containers')}>
          <Flex gap={4} wrap>
            {site.containerModels.length === 0
              ? none
              : site.containerModels.map((model) =>
                  tag(
                    model.id,
                    model.name,
                    canOpenContainerModels ? `/tracability/mycontainer/edit?kind=model&id=${model.id}` : null,
                  ),
                )}
          </Flex>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
