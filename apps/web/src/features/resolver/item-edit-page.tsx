import { useItem } from './api/get-item';
import { EditPage, useEditedId } from '../../components/edit-page';
import { ItemForm } from './components/item-form';

/** /products/menus/createitem (?id= edits one). */
export default function ItemEditPage() {
  const id = useEditedId();
  return (
    <EditPage id={id} query={useItem(id)} newTitleKey="routes.menuCreateItem" editTitle={(item) => item.label}>
      {(item) => <ItemForm item={item} />}
    </EditPage>
  );
}
