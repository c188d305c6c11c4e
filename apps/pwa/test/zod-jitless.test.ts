import { describe, expect, it, vi } from 'vitest';

// zod-jitless.ts sets zod's configuration without importing zod (so zod stays out of the entry chunk). This
// proves zod still reads it: if a zod upgrade stopped reading globalThis.__zod_globalConfig, parsing an object
// would probe `new Function` again, which the PWA's Content-Security-Policy reports.
describe('zod-jitless', () => {
  it('turns off zod’s JIT without importing zod, so parsing never probes new Function', async () => {
    await import('../src/zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const probe = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ code: z.string(), rate: z.number() });
    expect(schema.parse({ code: 'EUR', rate: 1.1 })).toEqual({ code: 'EUR', rate: 1.1 });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
