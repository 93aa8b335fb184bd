import { useState } from 'react';
import { CodeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { themes } from '@seal/shared';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { themeKeys } from './api/keys';
import { listThemes } from './api/list-themes';
import { LegacyThemeDrawer } from './components/legacy-theme-drawer';
import { useThemeColumns } from './components/theme-columns';

/** /products/themes: the account's themes, with their previews, and the ways to make one. */
export default function ThemesPage() {
  const { t } = useTranslation('themes');
  const navigate = useNavigate();
  const rights = useRights();
  const [legacy, setLegacy] = useState<themes.ThemeRow | null>(null);
  const columns = useThemeColumns(setLegacy);
  return (
    <>
      <PageTitle
        extra={
          <Flex gap="small" wrap>
            {rights['prod.theme_expert_create'] && (
              <Button
                icon={<CodeOutlined />}
                onClick={() => void navigate('/products/themes/new/expert')}
                data-testid="theme-new-expert"
              >
                {t('list.newExpert')}
              </Button>
            )}
            {rights['prod.theme_create'] && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate('/products/themes/new')}
                data-testid="theme-new"
              >
                {t('list.new')}
              </Button>
            )}
          </Flex>
        }
      >
        {t('routes.prodThemes')}
      </PageTitle>
      <ResourceTable<themes.ThemeRow>
        queryKey={themeKeys.list}
        fetcher={listThemes}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('list.search')}
        testId="themes-table"
      />
      <LegacyThemeDrawer row={legacy} onClose={() => setLegacy(null)} />
    </>
  );
}
