import type { TFunction } from 'i18next';
import {
  activation,
  alerts,
  auth,
  brand,
  epcis,
  mail,
  media,
  notifications,
  organisation,
  products,
  reels,
  sealHistory,
  system,
  themes,
  traceContainers,
  webhooks,
  wine,
  xmlImport,
  type MethodContract,
} from '@seal/shared';

/** Changes recorded outside /callAPI (a REST upload), logged under a method name of their own. */
const REST_LOGGED = [
  { model: 'mediaModel', key: 'mediaModel.uploadMedia' },
  { model: 'epcisModel', key: 'epcisModel.capture' },
];

/** Every method that changes data, the only ones the log records ('model.name'). */
export const LOGGED_METHODS = [
  ...[
    activation,
    alerts,
    auth,
    brand,
    epcis,
    mail,
    media,
    notifications,
    organisation,
    products,
    reels,
    sealHistory,
    system,
    themes,
    traceContainers,
    webhooks,
    wine,
    xmlImport,
  ]
    .flatMap((area) => Object.values(area) as unknown[])
    .filter((value): value is MethodContract => typeof value === 'object' && value !== null && 'mutates' in value)
    .filter((method) => method.mutates)
    .map((method) => ({ model: method.model, key: `${method.model}.${method.name}` })),
  ...REST_LOGGED,
];

export const LOGGED_AREAS = [...new Set(LOGGED_METHODS.map((method) => method.model))].sort();

/** i18n keys (namespace organisation) of an area ('organisationModel') and an action ('model.name'). */
export const areaKey = (model: string) => `log.areas.${model}`;
export const actionKey = (method: string) => `log.actions.${method}`;

/** A method logged before its label existed still shows, under its own name. */
export const areaLabel = (t: TFunction<'organisation'>, model: string) => t(areaKey(model), { defaultValue: model });
export const actionLabel = (t: TFunction<'organisation'>, method: string) =>
  t(actionKey(method), { defaultValue: method.split('.')[1] ?? method });
