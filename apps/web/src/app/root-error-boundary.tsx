import { MainRegion } from './layouts/main-region';
import { RouteErrorBoundary } from './route-error-boundary';

/** Last resort when a layout itself fails: no header, just the error screen. */
export function RootErrorBoundary() {
  return (
    <div className="flex min-h-dvh flex-col">
      <MainRegion className="px-4">
        <RouteErrorBoundary />
      </MainRegion>
    </div>
  );
}
