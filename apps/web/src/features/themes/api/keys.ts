/** Cache keys of the themes area: a change of a theme refreshes `all` (the list and the details). */
export const themeKeys = {
  all: ['themes'],
  list: ['themes', 'list'],
  detail: (themeId: string) => ['themes', 'detail', themeId],
  sections: (themeId: string) => ['themes', 'sections', themeId],
  preview: ['themes', 'preview'],
} as const;
