import { useState } from 'react';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRights } from '../../api/session';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { deleteSite } from './api/delete-site';
import { orgaKeys } from './api/keys';
import { listSiteTreePage, siteTreeListKey, useSites, type SiteNode } from './api/use-sites';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';

/** /organisation/sites: the tree of the entity's sites, with the credit of sites left. */
export default function SitesPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const rights = useRights();
  const sites = useSites();
  const credit = sites.data?.credit;
  const full = credit !== undefined && credit.used >= credit.max;
  // Every branch shows open; a click folds one.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const expanded = (sites.data?.rows ?? []).map((row) => row.id).filter((id) => !folded.has(id));

  const columns: ResourceColumns<SiteNode> = [
    {
      key: 'name',
      priority: 1,
      title: t('sites.name'),
      dataIndex: 'name',
      render: (name: string, site) => (
        <span data-testid={`site-${name}`}>{site.childCount > 0 ? <strong>{name}</strong> : name}</span>
      ),
    },
    { key: 'ipAddress', priority: 3, title: t('sites.ipAddress'), dataIndex: 'ipAddress' },
    { key: 'address', priority: 3, title: t('sites.address'), dataIndex: 'address' },
    {
      key: 'websiteUrl',
      priority: 3,
      title: t('sites.websiteUrl'),
      dataIndex: 'websiteUrl',
      render: (url: string | null) =>
        url && (
          <a href={url} target="_blank" rel="noreferrer noopener">
            {url}
          </a>
        ),
    },
    { key: 'productCount', priority: 2, title: t('sites.products'), dataIndex: 'productCount' },
    { key: 'userCount', priority: 2, title: t('sites.users'), dataIndex: 'userCount' },
    {
      key: 'actions',
      title: t('actions.title'),
      fixed: 'right',
      render: (_, site) => (
        <Flex gap="small" wrap>
          {rights['orga.edit_site'] && (
            <Link to={`/organisation/sites/edit?id=${site.id}`} data-testid="site-edit">
              {t('actions.edit')}
            </Link>
          )}
          {rights['orga.create_site'] && !full && (
            <Link to={`/organisation/sites/create?parent=${site.id}`} data-testid="site-add-child">
              {t('sites.addChild')}
            </Link>
          )}
          {rights['orga.delete_site'] && (
            <ConfirmAction
              title={t('sites.deleteConfirm', { name: site.name })}
              mutationFn={() => deleteSite(site.id)}
              invalidate={[orgaKeys.all]}
              successMessage={t('sites.deleted')}
              button={{ size: 'small', type: 'link' }}
              danger
              testId="site-delete"
            >
              {t('actions.delete')}
            </ConfirmAction>
          )}
        </Flex>
      ),
    },
  ];

  const createButton = rights['orga.create_site'] && (
    <Tooltip title={full ? t('errors.organisation.maxSites', { max: credit.max }) : undefined}>
      <Button
        type="primary"
        disabled={full}
        onClick={() => void navigate('/organisation/sites/create')}
        data-testid="site-new"
      >
        {t('sites.new')}
      </Button>
    </Tooltip>
  );

  return (
    <>
      <PageTitle extra={createButton}>{t('routes.orgaSites')}</PageTitle>
      {credit && (
        <Typography.Paragraph>
          <Tag color={full ? 'red' : 'blue'} data-testid="site-credit">
            {t('sites.credit', { used: credit.used, max: credit.max })}
          </Tag>
          {full && (
            <Typography.Text type="secondary">{t('errors.organisation.maxSites', { max: credit.max })}</Typography.Text>
          )}
        </Typography.Paragraph>
      )}
      <ResourceTable<SiteNode>
        queryKey={siteTreeListKey}
        fetcher={listSiteTreePage}
        columns={columns}
        rowKey="id"
        paged={false}
        searchPlaceholder={t('sites.search')}
        tableProps={{
          expandable: {
            expandedRowKeys: expanded,
            onExpand: (open, site) =>
              setFolded((current) => {
                const next = new Set(current);
                if (open) next.delete(site.id);
                else next.add(site.id);
                return next;
              }),
          },
        }}
        testId="sites-table"
      />
    </>
  );
}
