import { help } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as news from './news.service';
import * as support from './support.service';

export const helpMethods = [
  implement(help.findNews, (input, ctx) => news.findNews(ctx, input)),
  implement(help.getNews, (input, ctx) => news.getNews(ctx, input)),
  implement(help.markNewsRead, (input, ctx) => news.markNewsRead(ctx, input)),
  implement(help.getSupportContact, (_input, ctx) => support.getSupportContact(ctx)),
  implement(help.sendSupportMessage, (input, ctx) => support.sendSupportMessage(ctx, input), {
    guard: (_input, ctx) => support.limitSupportRate(ctx),
  }),
  implement(help.getTourState, (_input, ctx) => support.getTourState(ctx)),
  implement(help.endTour, (input, ctx) => support.endTour(ctx, input)),
];
