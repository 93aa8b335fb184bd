/**
 * The event screens, one lazy chunk for all five: each lazy route costs the entry chunk its list
 * of dependencies, and the dashboard's budget counts the entry (apps/web/scripts/login-budget.mjs).
 */
export { default as EventModelsPage } from './event-models-page';
export { default as EventModelEditPage } from './event-model-edit-page';
export { default as EventsPage } from './events-page';
export { default as EventNewPage } from './event-new-page';
export { default as EventEditPage } from './event-edit-page';
