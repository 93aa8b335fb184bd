import { useLocation } from 'react-router';
import ContainerFormPage from './container-form-page';
import ContainersPage from './containers-page';
import { CONTAINERS_PATH } from './model/paths';

/**
 * The container screens, loaded as one chunk by one loader (the first screen's entry then lists
 * their files to preload once): the lists on /tracability/mycontainer, a form on its new and edit pages.
 */
export default function ContainerPages() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === CONTAINERS_PATH ? <ContainersPage /> : <ContainerFormPage />;
}
