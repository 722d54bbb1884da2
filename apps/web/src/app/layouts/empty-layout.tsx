import { Outlet } from 'react-router';
import { QuickExit } from '../../ui/quick-exit';
import { MainRegion } from './main-region';

/** Transitional screens (activation, short links) that show no navigation at all. */
export function EmptyLayout() {
  return (
    <div className="flex min-h-dvh flex-col" data-layout="empty">
      <QuickExit floating />
      <MainRegion className="flex items-center justify-center px-4 py-10 text-center">
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </MainRegion>
    </div>
  );
}
