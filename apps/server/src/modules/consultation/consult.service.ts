import type { ConsultInput, PublicAnswer } from '@seal/shared/contract/consultation';
import type { Db } from '../../db/client';
import type { Services } from '../../services';

/*
 * THROWAWAY of the wt/pages worktree: the signature of the engine's consult() so that the public
 * pages compile. The engine helper writes the real service; the lead takes theirs at the merge.
 */

export interface ConsultRequest {
  ip: string;
  language: string;
  userAgent: string;
  embeddingSite: string | null;
  framed: boolean;
}

export async function consult(
  _services: Services,
  _db: Db,
  _input: ConsultInput,
  _request: ConsultRequest,
): Promise<PublicAnswer> {
  throw new Error('consult() is the engine helper’s: not in this worktree');
}
