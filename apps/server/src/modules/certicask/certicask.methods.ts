import { certicask } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as cellar from './cellar/cellar.service';
import * as certificates from './certificates/certificates.service';
import * as orders from './licences/licence-orders.service';
import * as licences from './licences/licences.service';

/** Cask certification (docs/certicask.md): the vineyard and cellar, licences and their orders, certificates. */
export const certicaskMethods = [
  implement(certicask.plots.list, (input, ctx) => cellar.listPlots(ctx, input)),
  implement(certicask.plots.get, (input, ctx) => cellar.getPlot(ctx, input)),
  implement(certicask.plots.create, (input, ctx) => cellar.createPlot(ctx, input)),
  implement(certicask.plots.update, (input, ctx) => cellar.updatePlot(ctx, input)),
  implement(certicask.plots.remove, (input, ctx) => cellar.removePlot(ctx, input)),
  implement(certicask.providers.list, (input, ctx) => cellar.listProviders(ctx, input)),
  implement(certicask.providers.get, (input, ctx) => cellar.getProvider(ctx, input)),
  implement(certicask.providers.create, (input, ctx) => cellar.createProvider(ctx, input)),
  implement(certicask.providers.update, (input, ctx) => cellar.updateProvider(ctx, input)),
  implement(certicask.providers.remove, (input, ctx) => cellar.removeProvider(ctx, input)),
  implement(certicask.cellarContainers.list, (input, ctx) => cellar.listContainers(ctx, input)),
  implement(certicask.cellarContainers.get, (input, ctx) => cellar.getContainer(ctx, input)),
  implement(certicask.cellarContainers.create, (input, ctx) => cellar.createContainer(ctx, input)),
  implement(certicask.cellarContainers.update, (input, ctx) => cellar.updateContainer(ctx, input)),
  implement(certicask.cellarContainers.remove, (input, ctx) => cellar.removeContainer(ctx, input)),
  implement(certicask.listLicences, (input, ctx) => licences.listLicences(ctx, input)),
  implement(certicask.assignLicence, (input, ctx) => licences.assignLicence(ctx, input)),
  implement(certicask.revokeLicence, (input, ctx) => licences.revokeLicence(ctx, input)),
  implement(certicask.licenceOffer, (_input, ctx) => orders.licenceOffer(ctx)),
  implement(certicask.buyLicences, (input, ctx) => orders.buyLicences(ctx, input)),
  implement(certicask.payLicenceOrder, (input, ctx) => orders.payLicenceOrder(ctx, input)),
  implement(certicask.listLicenceOrders, (input, ctx) => orders.listLicenceOrders(ctx, input)),
  implement(certicask.listCertificates, (input, ctx) => certificates.listCertificates(ctx, input)),
  implement(certicask.getCertificate, (input, ctx) => certificates.getCertificate(ctx, input)),
  implement(certicask.certificatesOfReference, (input, ctx) => certificates.certificatesOfReference(ctx, input)),
];
