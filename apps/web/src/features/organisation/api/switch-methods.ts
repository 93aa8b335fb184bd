import type { organisation } from '@seal/shared';
import { methodRef } from '../../../api/method-ref';

/** The entity switcher's methods as light refs: the banner shows it on every screen, without zod. */
export const switchMethods = {
  switchEntity: methodRef<typeof organisation.switchEntity>('userModel', 'switchEntity'),
  listSwitchableEntities: methodRef<typeof organisation.listSwitchableEntities>(
    'organisationModel',
    'listSwitchableEntities',
  ),
};
