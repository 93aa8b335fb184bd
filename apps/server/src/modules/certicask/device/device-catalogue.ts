import type { CertificateContainer, CertificatePlot, CertificateProvider } from '@seal/shared/certicask/certificates';
import type { Db } from '../../../db/client';
import type { DeviceLicence } from '../certificates/issue-certificate';
import * as cellar from '../cellar/cellar.repository';
import { accountProducts, type DeviceProduct } from './device.repository';

/** GET /api/certicask/device/catalogue: what the certification app offers to choose from. */
export interface DeviceCatalogue {
  licence: { number: string; expiresAt: string; deviceName: string; deviceIdentifier: string };
  plots: CertificatePlot[];
  providers: CertificateProvider[];
  containers: CertificateContainer[];
  /** The account's products not archived, with their GTIN (and, for a wine, its vintage and estate). */
  products: DeviceProduct[];
}

/** The licence's account's plots, providers, containers and products, each named as a certificate would copy it. */
export async function deviceCatalogue(db: Db, licence: DeviceLicence): Promise<DeviceCatalogue> {
  const { accountId } = licence;
  const [plots, providers, containers, products] = await Promise.all([
    cellar.plots.all(db, accountId),
    cellar.providers.all(db, accountId),
    cellar.containers.all(db, accountId),
    accountProducts(db, accountId),
  ]);
  return {
    licence: {
      number: licence.number,
      expiresAt: licence.expiresAt.toISOString(),
      deviceName: licence.deviceName,
      deviceIdentifier: licence.deviceIdentifier,
    },
    plots: plots.map(({ id, name, grapeVariety, surface, locality }) => ({
      id,
      name,
      grapeVariety,
      surface,
      locality,
    })),
    providers: providers.map(({ id, name, activity }) => ({ id, name, activity })),
    containers: containers.map(({ id, name, material, capacityLitres, identifier }) => ({
      id,
      name,
      material,
      capacityLitres,
      identifier,
    })),
    products,
  };
}
