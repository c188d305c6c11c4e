/** sonner as the ui tests see it (`vi.mock('sonner')`): toasts are recorded, never drawn. */
import { vi } from 'vitest';

export const toast = { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
export const Toaster = () => null;
