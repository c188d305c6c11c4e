import { lazy } from 'react';
import { whenIdle } from '../../when-idle';

/*
 * Steps 2 and 3 of the purchase page, loaded on demand: they bring zod (the details form's checks) and the
 * offline store's code (the confirmation's repricing notice), which step 1 does not need. Evaluated with the
 * page they made its start-up one long task; preloadLaterSteps() fetches them once the page is idle, so
 * moving on never waits.
 */
const detailsStep = () => import('./DetailsStep');
const confirmationStep = () => import('./ConfirmationStep');
const queuedOrderNotice = () => import('../../offline-ui/QueuedOrderNotice');
const storedConfirmation = () => import('./StoredConfirmation');

export const DetailsStep = lazy(() => detailsStep().then((m) => ({ default: m.DetailsStep })));
export const ConfirmationStep = lazy(() => confirmationStep().then((m) => ({ default: m.ConfirmationStep })));
export const QueuedOrderNotice = lazy(() =>
  queuedOrderNotice().then((m) => ({ default: m.QueuedOrderNotice })),
);
/** Step 3 opened by its address (a reload of the confirmation): read from the device's orders. */
export const StoredConfirmation = lazy(() =>
  storedConfirmation().then((m) => ({ default: m.StoredConfirmation })),
);

/** Fetches and evaluates the later steps when the browser is idle (after a timeout where it never is). */
export function preloadLaterSteps(): () => void {
  return whenIdle(() => {
    void detailsStep();
    void confirmationStep();
    void queuedOrderNotice();
  }, 3000);
}
