import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { claimToasts } from '../toaster-owner';

/**
 * The dashboard's toasts: bottom-right, clear of the tables' order numbers and action buttons, with the
 * colours of base.css's toast rules (AA contrast). On a phone sonner spans the bottom edge; the row acted on is
 * scrolled to the middle (focus-next-row.ts), so the toast does not cover it either.
 */
export function DashToaster() {
  useEffect(() => claimToasts(), []);
  return <Toaster position="bottom-right" richColors closeButton className="dash-toaster" />;
}
