import type { RemoteOption } from '../../../components/remote-select/remote-select';
import { listModels } from './list-models';

/** The container models as options of a RemoteSelect, searched by name. */
export async function searchModels(text: string, signal: AbortSignal): Promise<RemoteOption[]> {
  const page = await listModels({ page: 1, size: 20, ...(text ? { search: text } : {}), filters: {} }, signal);
  return page.rows.map((row) => ({ value: row.id, label: `${row.name} · ${row.level}` }));
}
