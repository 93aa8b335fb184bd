import { useEstate } from './api/get-estate';
import { EditPage, useEditedId } from '../../components/edit-page';
import { EstateForm } from './components/estate-form';

/** /products/estates/new, and /products/estates/edit?id= for an estate of the list. */
export default function EstateFormPage() {
  const id = useEditedId();
  return (
    <EditPage id={id} query={useEstate(id)} newTitleKey="routes.wineEstateNew" editTitle={(estate) => estate.name}>
      {(estate) => <EstateForm estate={estate} />}
    </EditPage>
  );
}
