import { activationMethods } from '../modules/activation/activation.methods';
import { alertMethods } from '../modules/alerts/alerts.methods';
import { authMethods } from '../modules/auth/auth.methods';
import { brandMethods } from '../modules/brand/brand.methods';
import { dashboardMethods } from '../modules/dashboard/dashboard.methods';
import { notificationMethods } from '../modules/notifications/notifications.methods';
import { mailMethods } from '../modules/mail/mail.methods';
import { mediaMethods } from '../modules/media/media.methods';
import { organisationMethods } from '../modules/organisation/organisation.methods';
import { productMethods } from '../modules/products/products.methods';
import { sealHistoryMethods } from '../modules/seal-history/seal-history.methods';
import { reelMethods } from '../modules/reels/reels.methods';
import { statisticsMethods } from '../modules/statistics/statistics.methods';
import { systemMethods } from '../modules/system/system.methods';
import { xmlImportMethods } from '../modules/xml-import/xml-import.methods';
import { anomalyMethods } from '../modules/anomalies/anomalies.methods';
import { webhookMethods } from '../modules/webhooks/webhooks.methods';
import { resolverMethods } from '../modules/resolver/resolver.methods';
import { themeMethods } from '../modules/themes/themes.methods';
import { traceEventMethods } from '../modules/trace-events/trace-events.methods';
import { traceContainerMethods } from '../modules/trace-containers/trace-containers.methods';
import { apiTokenMethods } from '../modules/api-tokens/api-tokens.methods';
import { qrnutriMethods } from '../modules/qrnutri/qrnutri.methods';
import { tradeMethods } from '../modules/trade/trade.methods';
import { qrCreatorMethods } from '../modules/qr-creator/qr-creator.methods';
import { helpMethods } from '../modules/help/help.methods';
import { certicaskMethods } from '../modules/certicask/certicask.methods';
import { draftMethods } from '../modules/drafts/drafts.methods';
import { wineMethods } from '../modules/wine/wine.methods';
import { Registry } from './registry';

/** Every RPC method of the server, area by area. */
export function createRegistry(): Registry {
  return new Registry().register([
    ...systemMethods,
    ...authMethods,
    ...mailMethods,
    ...organisationMethods,
    ...productMethods,
    ...mediaMethods,
    ...brandMethods,
    ...sealHistoryMethods,
    ...reelMethods,
    ...activationMethods,
    ...xmlImportMethods,
    ...dashboardMethods,
    ...notificationMethods,
    ...statisticsMethods,
    ...alertMethods,
    ...anomalyMethods,
    ...webhookMethods,
    ...resolverMethods,
    ...themeMethods,
    ...traceEventMethods,
    ...traceContainerMethods,
    ...apiTokenMethods,
    ...qrnutriMethods,
    ...tradeMethods,
    ...qrCreatorMethods,
    ...helpMethods,
    ...certicaskMethods,
    ...wineMethods,
    ...draftMethods,
  ]);
}
