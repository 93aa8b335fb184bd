import { z } from 'zod';
import {
  ALL_RIGHTS,
  APPLICATIONS,
  RIGHT_MODULES,
  applicationOfRight,
  type Application,
  type Right,
  type RightModule,
} from '../rights';

/** Notification subscriptions of a user (spec 000 section 6): form feedback and status changes. */
export const NOTIFICATION_KINDS = ['form', 'suspect', 'fraudulent'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** VAT zone of an entity or company: same country as the service, another EU state, or outside the EU. */
export const VAT_ZONES = ['domestic', 'eu', 'non_eu'] as const;
export type VatZone = (typeof VAT_ZONES)[number];

// In rights.ts (no zod), so the console's shell can test them without loading the schemas.
export { MASTER_RIGHTS } from '../rights';

export const zApplication = z.enum(APPLICATIONS);
export const zRight = z.enum(ALL_RIGHTS as [Right, ...Right[]]);

/** The rights a group of this application can grant: trac.* for 'trac', every other module for 'auth'. */
export function rightsOfApplication(application: Application): Right[] {
  return ALL_RIGHTS.filter((right) => applicationOfRight(right) === application);
}

/** The modules shown in the permission editor of a group of this application, with their actions. */
export function rightModulesOfApplication(application: Application): RightModule[] {
  return (Object.keys(RIGHT_MODULES) as RightModule[]).filter(
    (module) => applicationOfRight(`${module}.${RIGHT_MODULES[module][0]}` as Right) === application,
  );
}

/** A user as shown inside another object (group members, site users). */
export interface MemberRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A group as shown inside a user row. */
export interface GroupRef {
  id: string;
  name: string;
}
