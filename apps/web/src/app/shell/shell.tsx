import { lazy, Suspense, useState } from 'react';
import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useIsMobile } from '../../lib/use-media-query';
import { Banner } from './banner';
import { SideNav } from './side-nav';
import { useLogout } from './use-logout';
import { useShellData } from './use-shell-data';
import './shell.css';

// Only phones and small windows use the drawer: it loads there, not with every desktop screen.
// The first-login tour offer, above the dashboard only (features/help/tour/tour-offer.tsx).
const TourOffer = lazy(() => import('../../features/help/tour/tour-offer'));
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/** The frame of every signed-in page (spec 000 section 2 "Shell"). */
export default function Shell() {
  const mobile = useIsMobile();
  const data = useShellData();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const onLogout = () => void logout();
  const onDashboard = useLocation().pathname === '/home';

  return (
    <Layout className="shell">
      <Banner mobile={mobile} data={data} onOpenDrawer={() => setDrawerOpen(true)} onLogout={onLogout} />
      <Layout hasSider={!mobile} className="shell-body">
        {mobile ? (
          <Suspense fallback={null}>
            <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} data={data} onLogout={onLogout} />
          </Suspense>
        ) : (
          <SideNav menu={data.menu} />
        )}
        <Layout.Content className="shell-content" id="main-content">
          {onDashboard && (
            <Suspense fallback={null}>
              <TourOffer />
            </Suspense>
          )}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
