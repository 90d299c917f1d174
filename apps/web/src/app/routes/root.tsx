import { Outlet } from 'react-router';
import { ScrollManager } from '@/components/layouts/scroll-manager';

/** The root route: everything renders inside it. Layouts (public, guarded) are nested routes below it. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}
