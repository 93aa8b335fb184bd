/**
 * Cache keys of the reels area: a change of a reel refreshes `all`: the lists, the targets and the
 * dashboard's stock, whose key (features/home) starts with 'reels' too.
 */
export const reelKeys = {
  all: ['reels'],
  lists: ['reels', 'list'],
  targets: ['reels', 'targets'],
} as const;
