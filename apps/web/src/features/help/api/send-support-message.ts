import { help, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type SupportMessageInput = InputOf<typeof help.sendSupportMessage>;

export const sendSupportMessage = (input: SupportMessageInput) => rpc(help.sendSupportMessage, input);
