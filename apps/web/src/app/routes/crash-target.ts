import { HOME_PATH, ROUTES, type AppRoute } from './route-table';

const parentOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0)) || '/';

function bestMatch(pathname: string, routes: readonly AppRoute[]): AppRoute | undefined {
  return routes
    .filter((route) => !route.path.includes(':'))
    .filter((route) => pathname === route.path || pathname.startsWith(`${route.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * Where the app restarts after a crash: the parent of the best matching route when that parent
 * is a page itself, else /home, else / (when the crash happened on /home).
 */
export function crashTarget(pathname: string, routes: readonly AppRoute[] = ROUTES): string {
  const paths = new Set(routes.map((route) => route.path));
  const best = bestMatch(pathname, routes);
  for (let parent = best ? parentOf(best.path) : '/'; parent !== '/'; parent = parentOf(parent)) {
    if (paths.has(parent) && parent !== pathname) return parent;
  }
  return pathname === HOME_PATH ? '/' : HOME_PATH;
}
