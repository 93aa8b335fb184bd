import { ALL_RIGHTS, DEMO_GUEST_RIGHTS, DEMO_STAFF_RIGHTS, type Right } from '@seal/shared';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo';
import { SECTIONS, type SectionId } from '../../apps/web/src/app/routes/sections';

export { DEMO_USERS };
export type DemoUser = keyof typeof DEMO_USERS;

/** The rights each demo user holds (apps/server/src/db/seed/demo.ts). */
export const DEMO_RIGHTS: Record<DemoUser, readonly Right[]> = {
  // The administrators' group holds every right but traceability's, the traceability group those.
  admin: ALL_RIGHTS,
  user: DEMO_STAFF_RIGHTS,
  guest: DEMO_GUEST_RIGHTS,
};

/**
 * The sections a user sees, read from the sections table: a section shows when one of its rights
 * is held (an empty list: every signed-in user), in the table's order.
 */
export function sectionsFor(rights: readonly Right[]): SectionId[] {
  return SECTIONS.filter(
    (section) => section.anyOf.length === 0 || section.anyOf.some((right) => rights.includes(right)),
  ).map((section) => section.id);
}
