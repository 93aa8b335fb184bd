import type { help } from '@seal/shared';
import { methodRef } from '../../../api/method-ref';

/** The news widget's method as a light ref (the dashboard carries no contract schema). */
export const findNews = methodRef<typeof help.findNews>('newsModel', 'findNews');

/** Under the help area's `news` key, so opening an item there refreshes the widget too. */
export const newsWidgetKey = (language: string) => ['news', 'widget', language] as const;

/** Items the widget lists. */
export const NEWS_WIDGET_SIZE = 3;
