import { resolver, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type UpdateLinksInput = InputOf<typeof resolver.updateLinks>;

export const updateLinks = (input: UpdateLinksInput) => rpc(resolver.updateLinks, input);
