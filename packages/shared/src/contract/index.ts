export * from './define';
export * as auth from './auth';
export * as mail from './mail';
export * as system from './system';
export type { SessionInfo } from './auth';
