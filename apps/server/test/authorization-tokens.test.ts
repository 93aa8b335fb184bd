import { ERRORS } from '@seal/shared';
import { PERSON_ONLY_METHODS } from '../src/modules/api-tokens/person-only';
import { describeAuthorizationMatrix } from './authorization-matrix';
import { tokenCredential } from './helpers';

const personOnly = new Set<unknown>(PERSON_ONLY_METHODS);
const { code, key } = ERRORS.apiToken.personOnly;

/**
 * The authorization matrix again with API tokens (`Authorization: Bearer`, no cookie): a token holds
 * the rights it was given that its user holds now, so `nobody`'s token with every right holds none.
 * The methods only a person calls refuse every token.
 */
await describeAuthorizationMatrix({
  label: 'API token',
  credential: (t, user, rights) => tokenCredential(t.database.db, user, rights),
  expired: (t, user) =>
    tokenCredential(t.database.db, user, ['trac.event_view'], { expiresAt: new Date(Date.now() - 1000) }),
  alwaysRefused: (contract) => (personOnly.has(contract) ? { code, key } : undefined),
});
