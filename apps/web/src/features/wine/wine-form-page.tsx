import { useWine } from './api/get-wine';
import { EditPage, useEditedId } from '../../components/edit-page';
import { WineForm } from './components/wine-form';

/** /products/wines/new, and /products/wines/edit?id= for a wine of the list. */
export default function WineFormPage() {
  const id = useEditedId();
  return (
    <EditPage
      id={id}
      query={useWine(id)}
      newTitleKey="routes.wineNew"
      editTitle={(record) => (record.vintage ? `${record.name} ${record.vintage}` : record.name)}
    >
      {(record) => <WineForm key={record?.id ?? 'new'} record={record} />}
    </EditPage>
  );
}
