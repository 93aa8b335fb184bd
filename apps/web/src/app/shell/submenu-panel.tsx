import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button, Menu, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MenuSectionView } from '../routes/menu-model';
import { sectionEntryItems } from './menu-items';

interface SubmenuPanelProps {
  section: MenuSectionView;
  pinned: boolean;
  onTogglePin: () => void;
  /** Called after an entry was opened (a floating panel then closes). */
  onNavigate: () => void;
}

/** The second-level menu of a section: pinned as a column, or floating over the page on hover. */
export function SubmenuPanel({ section, pinned, onTogglePin, onNavigate }: SubmenuPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const pinLabel = t(pinned ? 'menu.unpin' : 'menu.pin');
  return (
    <nav
      className={`submenu-panel ${pinned ? 'submenu-panel-pinned' : 'submenu-panel-floating'}`}
      aria-label={t(`sections.${section.id}`)}
      data-testid="submenu-panel"
    >
      <div className="submenu-panel-head">
        <strong>{t(`sections.${section.id}`)}</strong>
        <Tooltip title={pinLabel}>
          <Button
            type="text"
            size="small"
            icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
            onClick={onTogglePin}
            aria-label={pinLabel}
            aria-pressed={pinned}
            data-testid="submenu-pin"
          />
        </Tooltip>
      </div>
      <Menu
        mode="inline"
        selectedKeys={[location.pathname]}
        items={sectionEntryItems(section, t)}
        onClick={({ key }) => {
          navigate(key);
          onNavigate();
        }}
      />
    </nav>
  );
}
