export { registerServiceWorker, type SwUpdates, type UpdateState } from './register-sw';
export { trackFormInput, hasUnsavedForm } from './unsaved-form';
export { UpdatePrompt } from './UpdatePrompt';
