import { useRef, useState } from 'react';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readFlag, STORAGE_KEYS, writeFlag } from '../../lib/storage';
import { sectionOfPath, type MenuSectionView } from '../routes/menu-model';
import type { SectionId } from '../routes/sections';
import { hasSubmenu } from './menu-items';
import { SECTION_ICONS } from './section-icons';
import { SubmenuPanel } from './submenu-panel';

const HIDE_DELAY_MS = 250;

/**
 * The left menu: sections in spec order (settings at the bottom), collapsible (remembered), and
 * a second-level panel for the section — pinned (remembered) or sliding in on hover.
 */
export function SideNav({ menu }: { menu: readonly MenuSectionView[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(() => readFlag(STORAGE_KEYS.menuCollapsed));
  const [pinned, setPinned] = useState(() => readFlag(STORAGE_KEYS.submenuPinned));
  const [hovered, setHovered] = useState<SectionId | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = sectionOfPath(location.pathname);

  const shown = hovered ?? (pinned ? active : undefined);
  const panel = menu.find((section) => section.id === shown && hasSubmenu(section));

  const cancelHide = () => clearTimeout(hideTimer.current);
  const scheduleHide = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => setHovered(null), HIDE_DELAY_MS);
  };

  const toItem = (section: MenuSectionView) => ({
    key: section.id,
    icon: SECTION_ICONS[section.id],
    label: t(`sections.${section.id}`),
    'data-testid': `menu-${section.id}`,
    onMouseEnter: () => {
      cancelHide();
      setHovered(section.id);
    },
  });
  const onSection = ({ key }: { key: string }) => {
    const section = menu.find((candidate) => candidate.id === key);
    if (section) navigate(section.firstPath);
    if (!pinned) setHovered(null);
  };
  const toggle = (key: typeof STORAGE_KEYS.menuCollapsed | typeof STORAGE_KEYS.submenuPinned, value: boolean) => {
    writeFlag(key, value);
    (key === STORAGE_KEYS.menuCollapsed ? setCollapsed : setPinned)(value);
  };
  const selected = active ? [active] : [];
  const collapseLabel = t(collapsed ? 'menu.expand' : 'menu.collapse');

  return (
    <div className="side-nav" onMouseEnter={cancelHide} onMouseLeave={scheduleHide}>
      <Layout.Sider
        className="side-nav-main"
        theme="light"
        width={224}
        collapsedWidth={64}
        collapsed={collapsed}
        trigger={null}
        data-testid="side-menu"
      >
        <nav className="side-nav-inner" aria-label={t('menu.label')}>
          <Menu
            mode="inline"
            selectedKeys={selected}
            items={menu.filter((section) => section.id !== 'settings').map(toItem)}
            onClick={onSection}
          />
          <div className="side-nav-bottom">
            <Menu
              mode="inline"
              selectedKeys={selected}
              items={menu.filter((section) => section.id === 'settings').map(toItem)}
              onClick={onSection}
            />
            <Tooltip title={collapseLabel} placement="right">
              <Button
                type="text"
                block
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => toggle(STORAGE_KEYS.menuCollapsed, !collapsed)}
                aria-label={collapseLabel}
                aria-expanded={!collapsed}
                data-testid="menu-collapse"
              />
            </Tooltip>
          </div>
        </nav>
      </Layout.Sider>
      {panel && (
        <SubmenuPanel
          section={panel}
          pinned={pinned}
          onTogglePin={() => toggle(STORAGE_KEYS.submenuPinned, !pinned)}
          onNavigate={() => setHovered(null)}
        />
      )}
    </div>
  );
}
