import { wine } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as estates from './estates/estates.service';
import * as wines from './wines/wines.service';

/** The wine module (docs/wine.md): estates, and wines with their product and e-label. */
export const wineMethods = [
  implement(wine.listEstates, (input, ctx) => estates.listEstates(ctx, input)),
  implement(wine.getEstate, (input, ctx) => estates.getEstate(ctx, input)),
  implement(wine.createEstate, (input, ctx) => estates.createEstate(ctx, input)),
  implement(wine.updateEstate, (input, ctx) => estates.updateEstate(ctx, input)),
  implement(wine.removeEstate, (input, ctx) => estates.removeEstate(ctx, input)),
  implement(wine.listWines, (input, ctx) => wines.listWines(ctx, input)),
  implement(wine.getWine, (input, ctx) => wines.getWine(ctx, input)),
  implement(wine.createWine, (input, ctx) => wines.createWine(ctx, input)),
  implement(wine.updateWine, (input, ctx) => wines.updateWine(ctx, input)),
  implement(wine.removeWine, (input, ctx) => wines.removeWine(ctx, input)),
  implement(wine.eLabelQr, (input, ctx) => wines.eLabelQr(ctx, input)),
];
