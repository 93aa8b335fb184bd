import { request } from './http';

export interface FrontLogEntry {
  message: string;
  status: 'ERROR' | 'WARN' | 'INFO';
  stack?: string;
  path?: string;
}

/** Sends a front-end error to the server log (POST /api/log/front). */
export const logFrontError = (entry: FrontLogEntry) => request<unknown>('POST', '/api/log/front', entry);
