import { apiTokens, auth, drafts, help, organisation, type MethodContract } from '@seal/shared';

/**
 * Methods only a person calls, refused to an API token (apiToken.personOnly, docs/api-tokens.md):
 * signing in and the session itself, a person's password, preferences, drafts, tour and news
 * marks, support messages, switching entity, and tokens themselves (a token never makes, lists or
 * revokes tokens: a leaked one cannot outlive its revocation).
 */
export const PERSON_ONLY_METHODS: readonly MethodContract[] = [
  auth.login,
  auth.getSession,
  auth.changePassword,
  auth.updatePreferences,
  organisation.switchEntity,
  organisation.listSwitchableEntities,
  drafts.getDraft,
  drafts.saveDraft,
  drafts.discardDraft,
  help.markNewsRead,
  help.getTourState,
  help.endTour,
  help.sendSupportMessage,
  apiTokens.listTokens,
  apiTokens.tokenOptions,
  apiTokens.createToken,
  apiTokens.revokeToken,
];
