/**
 * Toasts without putting sonner on the first paint: the library loads with the lazily mounted <Toaster>
 * (see App.tsx) and these helpers reach the same module instance once it is there.
 */
export function notifySuccess(message: string): void {
  void import('sonner').then((m) => m.toast.success(message));
}

export function notifyError(message: string): void {
  void import('sonner').then((m) => m.toast.error(message));
}

/**
 * Clears the toasts on screen: a dialog that opens takes the eye, and on a short phone an earlier toast
 * ("Till saved.") sat over the dialog's buttons and its error. Toasts raised while it is open still show.
 */
export function dismissNotices(): void {
  void import('sonner').then((m) => m.toast.dismiss());
}
