import { actionLogMethods } from './action-log/action-log.methods';
import { companyMethods } from './company/company.methods';
import { entityMethods } from './entities/entities.methods';
import { groupMethods } from './groups/groups.methods';
import { siteMethods } from './sites/sites.methods';
import { userMethods } from './users/users.methods';

/** Every method of the organisation area (contracts: @seal/shared `organisation`). */
export const organisationMethods = [
  ...userMethods,
  ...groupMethods,
  ...siteMethods,
  ...entityMethods,
  ...companyMethods,
  ...actionLogMethods,
];
