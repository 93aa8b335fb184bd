import { drafts } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import type { WizardDraftStore } from '../../../components/wizard/wizard-draft';

/** The wine form's draft on the server: `new` for a wine being created, else the wine's id. */
export function wineDraftStore(key: string): WizardDraftStore {
  const address = { form: 'wine' as const, key };
  return {
    load: () => rpc(drafts.getDraft, address),
    save: ({ step, values }) => rpc(drafts.saveDraft, { ...address, step, values }),
    discard: () => rpc(drafts.discardDraft, address),
  };
}
