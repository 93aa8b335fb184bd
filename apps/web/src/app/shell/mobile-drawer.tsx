import { lazy, Suspense, useState } from 'react';
import { ArrowLeftOutlined, BookOutlined, DashboardOutlined, LogoutOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { UI } from '@seal/shared';
import { Logo } from '../../components/logo';
import type { MenuSectionView } from '../routes/menu-model';
import type { SectionId } from '../routes/sections';
import { hasSubmenu, sectionEntryItems } from './menu-items';
import { SECTION_ICONS } from './section-icons';
import type { useShellData } from './use-shell-data';

// Loads with the drawer's first opening, not with every screen.
const GlobalSearch = lazy(() =>
  import('../../features/search/global-search').then((m) => ({ default: m.GlobalSearch })),
);

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  data: ReturnType<typeof useShellData>;
  onLogout: () => void;
}

/** The mobile menu (below 1024 px): search, dashboard, sections with a back button, guide, log out. */
export function MobileDrawer({ open, onClose, data, onLogout }: MobileDrawerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [current, setCurrent] = useState<SectionId | null>(null);
  const section = data.menu.find((candidate) => candidate.id === current);

  const go = (path: string) => {
    navigate(path);
    setCurrent(null);
    onClose();
  };
  const sectionItem = (entry: MenuSectionView) => ({
    key: `section:${entry.id}`,
    icon: SECTION_ICONS[entry.id],
    label: t(`sections.${entry.id}`),
    extra: hasSubmenu(entry) ? <RightOutlined /> : undefined,
    'data-testid': `drawer-${entry.id}`,
  });
  const rootItems: MenuProps['items'] = [
    { key: '/home', icon: <DashboardOutlined />, label: t('drawer.dashboard'), 'data-testid': 'drawer-dashboard' },
    ...data.menu.filter((entry) => entry.id !== 'home').map(sectionItem),
    { type: 'divider' },
    { key: '/help', icon: <BookOutlined />, label: t('drawer.guide'), 'data-testid': 'drawer-help' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('userMenu.logout'),
      danger: true,
      'data-testid': 'drawer-logout',
    },
  ];
  const onRoot: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') return onLogout();
    if (!key.startsWith('section:')) return go(key);
    const target = data.menu.find((entry) => `section:${entry.id}` === key);
    if (target && hasSubmenu(target)) setCurrent(target.id);
    else if (target) go(target.firstPath);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={`min(${UI.drawerMaxWidthRem}rem, 85vw)`}
      title={<Logo size={28} />}
      rootClassName="mobile-drawer"
      styles={{ body: { padding: 12 } }}
    >
      <div data-testid="drawer">
        <div style={{ marginBottom: 12 }}>
          <Suspense fallback={null}>
            <GlobalSearch
              pages={data.searchPages}
              canVerifyCodes={data.canVerifyCodes}
              onDone={onClose}
              testId="drawer-search"
            />
          </Suspense>
        </div>
        {section ? (
          <>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => setCurrent(null)} data-testid="drawer-back">
              {t('drawer.back')}
            </Button>
            <Menu
              mode="inline"
              selectedKeys={[location.pathname]}
              items={sectionEntryItems(section, t)}
              onClick={({ key }) => go(key)}
            />
          </>
        ) : (
          <Menu mode="inline" selectable={false} items={rootItems} onClick={onRoot} />
        )}
      </div>
    </Drawer>
  );
}
