import { authMethods } from '../modules/auth/auth.methods';
import { mailMethods } from '../modules/mail/mail.methods';
import { systemMethods } from '../modules/system/system.methods';
import { Registry } from './registry';

/** Every RPC method of the server, area by area. */
export function createRegistry(): Registry {
  return new Registry().register([...systemMethods, ...authMethods, ...mailMethods]);
}
