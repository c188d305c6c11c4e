import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { WallBoard } from './WallBoard';
import './screen.css';

/** /screen, lazy-loaded by the route table: the wall board inside a boundary that never shows an error page. */
export function Component() {
  return (
    <ScreenErrorBoundary>
      <WallBoard />
    </ScreenErrorBoundary>
  );
}
