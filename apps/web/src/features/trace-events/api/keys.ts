/** Cache keys of the event screens; saving anything refreshes `all`. */
export const traceKeys = {
  all: ['trace-events'] as const,
  models: ['trace-events', 'models'] as const,
  model: (id: string) => ['trace-events', 'model', id] as const,
  declarable: ['trace-events', 'declarable'] as const,
  events: ['trace-events', 'events'] as const,
  event: (id: string) => ['trace-events', 'event', id] as const,
  sites: ['trace-events', 'sites'] as const,
  capture: (id: string) => ['trace-events', 'capture', id] as const,
};
