import { system } from '@seal/shared';
import { implement } from '../../rpc/registry';

export const systemMethods = [implement(system.ping, async () => ({ pong: true }))];
