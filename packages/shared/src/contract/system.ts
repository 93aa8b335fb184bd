import { z } from 'zod';
import { defineMethod } from './define';

/** The smallest method there is: tells the server answers, and measures the cost of /callAPI itself. */
export const ping = defineMethod<{ pong: boolean }>()({
  model: 'systemModel',
  name: 'ping',
  access: 'public',
  input: z.object({}),
});
