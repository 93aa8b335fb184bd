import { drafts } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './drafts.service';

/** Drafts of long forms (docs/drafts.md): the caller's own, per form and key. */
export const draftMethods = [
  implement(drafts.getDraft, (input, ctx) => service.getDraft(ctx, input)),
  implement(drafts.saveDraft, (input, ctx) => service.saveDraft(ctx, input)),
  implement(drafts.discardDraft, (input, ctx) => service.discardDraft(ctx, input)),
];
