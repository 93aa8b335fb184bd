import { themes } from '@seal/shared';
import { implement } from '../../rpc/registry';
import { createTheme, duplicateTheme, updateTheme } from './theme-save';
import * as service from './themes.service';

export const themeMethods = [
  implement(themes.list, (input, ctx) => service.listThemes(ctx, input)),
  implement(themes.get, (input, ctx) => service.getTheme(ctx, input)),
  implement(themes.getTemplateSections, (input, ctx) => service.templateSections(ctx, input)),
  implement(themes.options, (input, ctx) => service.themeOptions(ctx, input)),
  implement(themes.create, (input, ctx) => createTheme(ctx, { mode: 'editor', input })),
  implement(themes.update, ({ themeId, ...input }, ctx) => updateTheme(ctx, themeId, { mode: 'editor', input })),
  implement(themes.createExpert, (input, ctx) => createTheme(ctx, { mode: 'expert', input })),
  implement(themes.updateExpert, ({ themeId, ...input }, ctx) => updateTheme(ctx, themeId, { mode: 'expert', input })),
  implement(themes.duplicate, (input, ctx) => duplicateTheme(ctx, input)),
  implement(themes.remove, (input, ctx) => service.removeTheme(ctx, input)),
  implement(themes.previewExpert, (input, ctx) => service.previewExpert(ctx, input)),
];
