export { registerServiceWorker, type SwUpdates, type UpdateState } from './register-sw';
export { trackFormInput, hasUnsavedForm } from './unsaved-form';
export { UpdatePromptWhenReady } from './UpdatePromptWhenReady';
