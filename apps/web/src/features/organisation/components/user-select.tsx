import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { organisation } from '@seal/shared';
import { useDebounced } from '../../../lib/use-debounced';
import { useUsers } from '../api/use-users';

export interface UserSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Users already selected (site users, group members): their names show before any search. */
  known?: readonly organisation.MemberRow[];
  /** Shows which group of this application each user is in now (they leave it when added). */
  application?: organisation.GroupRow['application'];
  placeholder?: string;
  testId?: string;
}

const nameOf = (user: organisation.MemberRow) => `${user.firstName} ${user.lastName} <${user.email}>`;

/** Picks users of the entity, searched on the server by name or e-mail. */
export function UserSelect({ value, onChange, known = [], application, placeholder, testId }: UserSelectProps) {
  const { t } = useTranslation('organisation');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search);
  const users = useUsers({
    page: 1,
    size: 20,
    ...(debounced ? { search: debounced } : {}),
    sort: { field: 'lastName', order: 'asc' },
  });

  const options = new Map<string, { value: string; label: string }>();
  for (const user of known) options.set(user.id, { value: user.id, label: nameOf(user) });
  for (const user of users.data?.rows ?? []) {
    const group = application ? user.groups[application] : undefined;
    const label = group ? `${nameOf(user)} · ${t('members.inGroup', { group: group.name })}` : nameOf(user);
    options.set(user.id, { value: user.id, label });
  }

  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      loading={users.isFetching}
      options={[...options.values()]}
      placeholder={placeholder ?? t('members.searchUsers')}
      notFoundContent={users.isFetching ? undefined : t('members.noUser')}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
