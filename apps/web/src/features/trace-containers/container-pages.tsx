import { lazy } from 'react';
import { useLocation } from 'react-router';
import { CONTAINERS_PATH } from './model/paths';

/*
 * The container screens behind one loader, each page its own chunk loaded from here: the first
 * screen's entry then carries one short list of files to preload for the three routes, not the
 * hundred files these pages use (the dashboard's budget, scripts/login-budget.mjs).
 */
const ContainersPage = lazy(() => import('./containers-page'));
const ContainerFormPage = lazy(() => import('./container-form-page'));

/** The lists on /tracability/mycontainer, a form on its new and edit pages. */
export default function ContainerPages() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === CONTAINERS_PATH ? <ContainersPage /> : <ContainerFormPage />;
}
