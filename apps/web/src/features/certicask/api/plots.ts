import { useQuery } from '@tanstack/react-query';
import { certicask, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { caskKeys } from './keys';

export type PlotInput = InputOf<typeof certicask.plots.create>;

export const listPlots = (input: ListInput, signal: AbortSignal) =>
  rpc(certicask.plots.list, input as InputOf<typeof certicask.plots.list>, { signal });

/** Creates the plot, or updates it when `plotId` is given. */
export const savePlot = (fields: PlotInput, plotId?: string) =>
  plotId ? rpc(certicask.plots.update, { ...fields, plotId }) : rpc(certicask.plots.create, fields);

export const removePlot = (plotId: string) => rpc(certicask.plots.remove, { plotId });

export const usePlot = (plotId: string | undefined) =>
  useQuery({
    queryKey: caskKeys.plot(plotId ?? ''),
    queryFn: ({ signal }) => rpc(certicask.plots.get, { plotId: plotId! }, { signal }),
    enabled: Boolean(plotId),
  });
