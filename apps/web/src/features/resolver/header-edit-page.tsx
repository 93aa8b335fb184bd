import { useHeader } from './api/get-header';
import { EditPage, useEditedId } from '../../components/edit-page';
import { HeaderForm } from './components/header-form';

/** /products/menus/createheader (?id= edits one). */
export default function HeaderEditPage() {
  const id = useEditedId();
  return (
    <EditPage id={id} query={useHeader(id)} newTitleKey="routes.menuCreateHeader" editTitle={(header) => header.name}>
      {(header) => <HeaderForm header={header} />}
    </EditPage>
  );
}
