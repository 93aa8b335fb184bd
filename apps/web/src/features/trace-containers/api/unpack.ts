import { traceContainers } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Takes everything out of the container (an AggregationEvent DELETE); the container itself stays. */
export const unpackAll = (code: string) => rpc(traceContainers.unpack, { code, all: true });
