/** The demo company's logins and the ids its seed answers, apart from the seed so its parts can share them. */
export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO_USERS = {
  admin: 'admin@demo.test',
  user: 'user@demo.test',
  guest: 'guest@demo.test',
} as const;

export interface DemoData {
  accountId: string;
  entityId: string;
  subEntityId: string;
  siteId: string;
  userIds: Record<keyof typeof DEMO_USERS, string>;
  groupIds: { admins: string; tracAdmins: string; staff: string; guests: string };
}
