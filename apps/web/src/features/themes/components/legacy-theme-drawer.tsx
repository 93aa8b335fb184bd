import { Drawer } from 'antd';
import type { themes } from '@seal/shared';
import { useTemplateSections } from '../api/use-template-sections';
import { LegacyThemeView } from './legacy-theme-view';

/** Opening an old-version theme from the list: its sections, read-only, with the message. */
export function LegacyThemeDrawer({ row, onClose }: { row: themes.ThemeRow | null; onClose: () => void }) {
  const sections = useTemplateSections(row?.id);
  return (
    <Drawer open={Boolean(row)} onClose={onClose} title={row?.title} width={720} destroyOnHidden>
      <LegacyThemeView sections={sections.data ?? []} loading={sections.isLoading} />
    </Drawer>
  );
}
