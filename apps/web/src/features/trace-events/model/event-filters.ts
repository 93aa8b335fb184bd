/** The filters of the events list, as `traceEvent.list` names them; the URL holds them as `f.<name>`. */
export const EVENT_FILTERS = ['eventModelId', 'siteId', 'from', 'to', 'reference', 'containerCode'] as const;
export type EventFilterName = (typeof EVENT_FILTERS)[number];
export type EventFilters = Partial<Record<EventFilterName, string>>;

const param = (name: EventFilterName) => `f.${name}`;

export function readEventFilters(params: URLSearchParams): EventFilters {
  const filters: EventFilters = {};
  for (const name of EVENT_FILTERS) {
    const value = params.get(param(name))?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The params with one filter set (or cleared), back on the first page. */
export function withEventFilter(params: URLSearchParams, name: EventFilterName, value: string | undefined) {
  const next = new URLSearchParams(params);
  const trimmed = value?.trim();
  if (trimmed) next.set(param(name), trimmed);
  else next.delete(param(name));
  next.delete('page');
  return next;
}
