import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteCrash } from './crash/route-crash';
import { RootRedirect } from './guards/root-redirect';
import { RouteGuard } from './guards/route-guard';
import { SectionRedirect } from './guards/section-redirect';
import { SessionLayout } from './guards/session-layout';
import { CatchAll } from './php-redirect';
import { RootLayout } from './root-layout';
import { ROUTES, type AppRoute } from './routes/route-table';
import { SECTIONS } from './routes/sections';

const toRouteObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: <RouteGuard route={route} Page={lazy(route.page)} />,
});

/** Section paths that are not pages themselves redirect to the section's first allowed entry. */
const sectionRedirects: RouteObject[] = SECTIONS.filter((section) => !ROUTES.some((r) => r.path === section.path)).map(
  (section) => ({ path: section.path, element: <SectionRedirect sectionId={section.id} /> }),
);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteCrash />,
    children: [
      { path: '/', element: <RootRedirect /> },
      ...ROUTES.filter((route) => route.access === 'public').map(toRouteObject),
      {
        element: <SessionLayout />,
        children: [...ROUTES.filter((route) => route.access === 'session').map(toRouteObject), ...sectionRedirects],
      },
      { path: '*', element: <CatchAll /> },
    ],
  },
]);
