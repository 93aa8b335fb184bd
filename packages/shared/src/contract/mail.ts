import { z } from 'zod';
import { zEmailList } from '../validation';
import { defineMethod } from './define';

export const sendMail = defineMethod<{ sent: boolean }>()({
  model: 'mailModel',
  name: 'sendMail',
  access: 'session',
  rights: ['cerv.view'],
  mutates: true,
  input: z.object({
    receiver: zEmailList,
    subject: z.string().trim().min(1).max(200),
    textMessage: z.string().max(20_000),
    htmlMessage: z.string().max(100_000).optional(),
  }),
});
