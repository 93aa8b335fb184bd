import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';

/** The user menu of the banner: who is signed in, my account, settings, log out. */
export function UserMenu({ compact, onLogout }: { compact: boolean; onLogout: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  if (!session) return null;
  const name = `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <div data-testid="user-menu-name">
                <strong>{name}</strong>
                <br />
                <span className="user-menu-email">{session.user.email}</span>
              </div>
            ),
          },
          { type: 'divider' },
          {
            key: '/settings/myaccount',
            icon: <UserOutlined />,
            label: t('userMenu.myAccount'),
            'data-testid': 'user-menu-account',
          },
          {
            key: '/settings/looks',
            icon: <SettingOutlined />,
            label: t('userMenu.settings'),
            'data-testid': 'user-menu-settings',
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: t('userMenu.logout'),
            danger: true,
            'data-testid': 'user-menu-logout',
          },
        ],
        onClick: ({ key }) => (key === 'logout' ? onLogout() : navigate(key)),
      }}
    >
      <Button
        type="text"
        aria-label={t('userMenu.label', { name })}
        data-testid="user-menu"
        className="user-menu-button"
      >
        <Avatar size="small" icon={<UserOutlined />} />
        {!compact && <span className="user-menu-name">{name}</span>}
      </Button>
    </Dropdown>
  );
}
