import { resolver } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as links from './links.service';
import * as menus from './resolver-menus.service';
import * as parts from './resolver.service';

export const resolverMethods = [
  implement(resolver.listItems, (input, ctx) => parts.listItems(ctx, input)),
  implement(resolver.listHeaders, (input, ctx) => parts.listHeaders(ctx, input)),
  implement(resolver.listFooters, (input, ctx) => parts.listFooters(ctx, input)),
  implement(resolver.listMenus, (input, ctx) => menus.listMenus(ctx, input)),
  implement(resolver.getItem, (input, ctx) => parts.getItem(ctx, input)),
  implement(resolver.getHeader, (input, ctx) => parts.getHeader(ctx, input)),
  implement(resolver.getFooter, (input, ctx) => parts.getFooter(ctx, input)),
  implement(resolver.getMenu, (input, ctx) => menus.getMenu(ctx, input)),
  implement(resolver.saveItem, (input, ctx) => parts.saveItem(ctx, input)),
  implement(resolver.saveHeader, (input, ctx) => parts.saveHeader(ctx, input)),
  implement(resolver.saveFooter, (input, ctx) => parts.saveFooter(ctx, input)),
  implement(resolver.saveMenu, (input, ctx) => menus.saveMenu(ctx, input)),
  implement(resolver.removeItem, (input, ctx) => parts.removeItem(ctx, input)),
  implement(resolver.removeHeader, (input, ctx) => parts.removeHeader(ctx, input)),
  implement(resolver.removeFooter, (input, ctx) => parts.removeFooter(ctx, input)),
  implement(resolver.removeMenu, (input, ctx) => menus.removeMenu(ctx, input)),
  implement(resolver.listLinks, (input, ctx) => links.listLinks(ctx, input)),
  implement(resolver.updateLinks, (input, ctx) => links.updateLinks(ctx, input)),
];
