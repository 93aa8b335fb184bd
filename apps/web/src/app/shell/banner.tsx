import { lazy, Suspense, useState } from 'react';
import { MenuOutlined, QuestionCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { holdsAny, MASTER_RIGHTS } from '@seal/shared';
import { useRights } from '../../api/session';
import { Logo } from '../../components/logo';
import { sectionOfPath } from '../routes/menu-model';
import { LanguageMenu } from './language-menu';
import { NotificationBell } from './notification-bell';
import type { useShellData } from './use-shell-data';
import { UserMenu } from './user-menu';

// Only holders of a master right switch entities; the others never load the switcher's chunk.
// The search box (antd AutoComplete, some 40 KB gzip with its input) loads when it is opened.
const GlobalSearch = lazy(() =>
  import('../../features/search/global-search').then((m) => ({ default: m.GlobalSearch })),
);
const EntitySwitcher = lazy(() => import('../../features/organisation/components/entity-switcher'));

interface BannerProps {
  mobile: boolean;
  data: ReturnType<typeof useShellData>;
  onOpenDrawer: () => void;
  onLogout: () => void;
}

/** The top banner: logo, search, help, notifications, language and user menus. */
export function Banner({ mobile, data, onOpenDrawer, onLogout }: BannerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const canSwitchEntity = holdsAny(useRights(), MASTER_RIGHTS);

  return (
    <Layout.Header className="banner" data-testid="banner">
      {mobile && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          onClick={onOpenDrawer}
          aria-label={t('drawer.open')}
          data-testid="drawer-toggle"
        />
      )}
      <Link to="/home" className="banner-logo" aria-label={t('banner.home')} data-testid="banner-logo">
        <Logo withName={!mobile} />
      </Link>
      <div className="banner-search">
        {!mobile && searchOpen && (
          <Suspense fallback={null}>
            <GlobalSearch
              pages={data.searchPages}
              canVerifyCodes={data.canVerifyCodes}
              onDone={() => setSearchOpen(false)}
              autoFocus
            />
          </Suspense>
        )}
      </div>
      <Flex align="center" gap={4} className="banner-actions">
        {!mobile && (
          <Tooltip title={t('banner.search')}>
            <Button
              type="text"
              icon={<SearchOutlined />}
              onClick={() => setSearchOpen((open) => !open)}
              aria-label={t('banner.search')}
              aria-expanded={searchOpen}
              data-testid="search-toggle"
            />
          </Tooltip>
        )}
        <Tooltip title={t('banner.help')}>
          <Button
            type="text"
            icon={<QuestionCircleOutlined />}
            // The guide's page of the section shown (the dashboard's outside any section).
            onClick={() => navigate(`/help?section=${sectionOfPath(pathname) ?? 'home'}`)}
            aria-label={t('banner.help')}
            data-testid="help-link"
          />
        </Tooltip>
        {canSwitchEntity && (
          <Suspense fallback={null}>
            <EntitySwitcher compact={mobile} />
          </Suspense>
        )}
        <NotificationBell />
        <LanguageMenu />
        <UserMenu compact={mobile} onLogout={onLogout} />
      </Flex>
    </Layout.Header>
  );
}
