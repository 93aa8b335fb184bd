import { useFooter } from './api/get-footer';
import { EditPage, useEditedId } from '../../components/edit-page';
import { FooterForm } from './components/footer-form';

/** /products/menus/createfooter (?id= edits one). */
export default function FooterEditPage() {
  const id = useEditedId();
  return (
    <EditPage id={id} query={useFooter(id)} newTitleKey="routes.menuCreateFooter" editTitle={(footer) => footer.name}>
      {(footer) => <FooterForm footer={footer} />}
    </EditPage>
  );
}
