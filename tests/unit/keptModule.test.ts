import { describe, expect, it, vi } from 'vitest';
import { keptModule } from '../../src/bootstrap/keptModule';

describe('keptModule (a loaded module answered at once, so React.lazy need not suspend)', () => {
  it('loads once, then answers with a thenable that calls back before the next microtask', async () => {
    const load = vi.fn(async () => ({ default: 'Page' }));
    const loader = keptModule(load);
    await loader();
    let seen: unknown;
    void loader().then((module) => (seen = module.default));
    expect(seen).toBe('Page');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loader().catch(() => 'never')).resolves.toEqual({ default: 'Page' });
  });

  it('tries again after a failed download, and a callback that throws rejects rather than throwing', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: 'Page' });
    const loader = keptModule(load as () => Promise<{ default: string }>);
    await expect(loader()).rejects.toThrow('offline');
    await expect(loader()).resolves.toEqual({ default: 'Page' });
    await expect(
      loader().then(() => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
