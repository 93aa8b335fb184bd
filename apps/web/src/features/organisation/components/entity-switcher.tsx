import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../api/notify';
import { useSession } from '../../../api/session';
import { useSwitchableEntities } from '../api/use-switchable-entities';
import { useSwitchEntity } from '../api/use-switch-entity';

/**
 * The banner's entity switcher, for holders of a master right: the entity the session acts on,
 * and the user's own entity and those below it, indented by depth. Disabled entities cannot be
 * entered. After a switch every cached answer belongs to the old entity, so all are refetched.
 */
export default function EntitySwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('organisation');
  const { session } = useSession();
  const entities = useSwitchableEntities(session !== null);
  const switchEntity = useSwitchEntity();
  if (!session) return null;

  const items: MenuProps['items'] = (entities.data?.rows ?? []).map((entity) => ({
    key: entity.id,
    disabled: entity.disabled || entity.current,
    label: (
      <span style={{ paddingInlineStart: entity.depth * 16 }} data-testid={`entity-switch-${entity.name}`}>
        {entity.name}
        {entity.disabled ? ` (${t('entities.disabled')})` : ''}
      </span>
    ),
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const target = entities.data?.rows.find((entity) => entity.id === key);
    switchEntity.mutate(key, {
      onSuccess: () => notify.success(t('switcher.done', { name: target?.name ?? '' })),
    });
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick, selectedKeys: [session.entity.id] }}>
      <Button
        type="text"
        icon={<ApartmentOutlined />}
        loading={switchEntity.isPending}
        aria-label={t('switcher.label', { name: session.entity.name })}
        title={t('switcher.label', { name: session.entity.name })}
        data-testid="entity-switcher"
      >
        {!compact && <span data-testid="entity-switcher-name">{session.entity.name}</span>}
      </Button>
    </Dropdown>
  );
}
