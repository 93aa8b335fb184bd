import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { englishSharedTexts } from '../i18n';
import { RootRedirect } from './guards/root-redirect';
import { RouteGuard } from './guards/route-guard';
import { SectionRedirect } from './guards/section-redirect';
import { SessionLayout } from './guards/session-layout';
import { CatchAll } from './php-redirect';
import { RootLayout } from './root-layout';
import { ROUTES, type AppRoute } from './routes/route-table';
import { SECTIONS } from './routes/sections';

// Declarative routes rather than a data router (createBrowserRouter): the console loads no data
// through the router, and the data router would add some 17 KB (gzip) to every first load.
// A signed-in page loads with the shared pieces' texts (i18n/language-assets.ts); the public ones,
// the login first, need none of them and do not wait.
const pageOf = (route: AppRoute) =>
  route.access === 'session'
    ? () => Promise.all([route.page(), englishSharedTexts]).then(([page]) => page)
    : route.page;

const routeOf = (route: AppRoute) => {
  const Page = lazy(pageOf(route));
  return <Route key={route.id} path={route.path} element={<RouteGuard route={route} Page={Page} />} />;
};
const publicRoutes = ROUTES.filter((route) => route.access === 'public').map(routeOf);
const sessionRoutes = ROUTES.filter((route) => route.access === 'session').map(routeOf);

/** Section paths that are not pages themselves redirect to the section's first allowed entry. */
const sectionRedirects = SECTIONS.filter((section) => !ROUTES.some((r) => r.path === section.path)).map((section) => (
  <Route key={section.id} path={section.path} element={<SectionRedirect sectionId={section.id} />} />
));

/** The route table as routes: public pages, signed-in pages inside the session layout, the rest. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<RootRedirect />} />
        {publicRoutes}
        <Route element={<SessionLayout />}>
          {sessionRoutes}
          {sectionRedirects}
        </Route>
        <Route path="*" element={<CatchAll />} />
      </Route>
    </Routes>
  );
}
