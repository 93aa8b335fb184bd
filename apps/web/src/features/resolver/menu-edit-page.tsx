import { useMenu } from './api/get-menu';
import { EditPage, useEditedId } from '../../components/edit-page';
import { MenuForm } from './components/menu-form';

/** /products/menus/createmenu (?id= edits one). */
export default function MenuEditPage() {
  const id = useEditedId();
  return (
    <EditPage id={id} query={useMenu(id)} newTitleKey="routes.menuCreateMenu" editTitle={(menu) => menu.name}>
      {(menu) => <MenuForm menu={menu} />}
    </EditPage>
  );
}
