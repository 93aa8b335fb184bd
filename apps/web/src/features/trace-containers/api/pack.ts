import { traceContainers, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type PackInput = InputOf<typeof traceContainers.pack>;

/** Packs seals and containers into a new container of a product container, or into an existing one by its code. */
export const pack = (input: PackInput) => rpc(traceContainers.pack, input);
