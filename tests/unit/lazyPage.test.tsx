import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadedScreen, screenAt } from '../../src/bootstrap/screens';
import { lazyPage } from '../../src/layout/lazyPage';

/** Whatever the page does without its app around it (it may throw for want of a router), it was drawn, not awaited. */
class Drawn extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? <p>drawn</p> : this.props.children);
}

const showIn = (Page: ReturnType<typeof lazyPage>) =>
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Drawn>
        <Page />
      </Drawn>
    </Suspense>,
  );

describe('lazyPage (a screen whose module the entry, a menu or a row already fetched renders at once)', () => {
  it('draws a page that came through screens.ts on its first render, with no fallback in between', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await screenAt('/fuel-pumps/4/show')?.();
    expect(loadedScreen('FuelPumpShow')).toBeTypeOf('function');
    const load = vi.fn(() => import('../../src/resources/fuelPumps/FuelPumpShow'));
    showIn(lazyPage(load, 'FuelPumpShow'));
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for a page nobody fetched yet, then draws it', async () => {
    const load = vi.fn(async () => ({ Stand: () => <p>page</p> }));
    showIn(lazyPage(load, 'Stand'));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('knows only screens that have come', () => {
    expect(loadedScreen('NoSuchScreen')).toBeUndefined();
    expect(loadedScreen('ShipmentEdit')).toBeUndefined();
  });
});
