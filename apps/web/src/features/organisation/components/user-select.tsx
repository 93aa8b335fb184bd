import { useTranslation } from 'react-i18next';
import type { organisation } from '@seal/shared';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { currentLanguage } from '../../../i18n';
import { usersListKey, listUsers } from '../api/use-users';

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
  return (
    <RemoteSelect
      mode="multiple"
      value={value}
      onChange={onChange}
      queryKey={[...usersListKey, 'options', application ?? '', currentLanguage()]}
      search={async (text, signal) => {
        const page = await listUsers(
          { page: 1, size: 20, ...(text ? { search: text } : {}), sort: { field: 'lastName', order: 'asc' } },
          signal,
        );
        return page.rows.map((user) => {
          const group = application ? user.groups[application] : undefined;
          const label = group ? `${nameOf(user)} · ${t('members.inGroup', { group: group.name })}` : nameOf(user);
          return { value: user.id, label };
        });
      }}
      known={new Map(known.map((user) => [user.id, nameOf(user)]))}
      placeholder={placeholder ?? t('members.searchUsers')}
      notFound={t('members.noUser')}
      testId={testId}
    />
  );
}
