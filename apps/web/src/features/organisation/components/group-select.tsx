import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Application } from '@seal/shared';
import { useGroups } from '../api/use-groups';

export interface GroupSelectProps {
  application: Application;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** The user's group in one application; none means no access to that application. */
export function GroupSelect({ application, value, onChange }: GroupSelectProps) {
  const { t } = useTranslation('organisation');
  const groups = useGroups({ page: 1, size: 100, filters: { application }, sort: { field: 'name', order: 'asc' } });
  return (
    <Select
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      allowClear
      placeholder={t('users.noGroup')}
      loading={groups.isPending}
      options={(groups.data?.rows ?? []).map((group) => ({ value: group.id, label: group.name }))}
      data-testid={`user-group-${application}`}
    />
  );
}
