import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loadDesktopGrid } from '../../src/components/grid/loadDesktopGrid';
import { setupGridList } from './gridList';

// Its own module registry (a file that mocks runs isolated): the grid holds this preloadScreen.
const preloadScreen = vi.hoisted(() => vi.fn());
vi.mock('../../src/bootstrap/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/bootstrap/screens')>()),
  preloadScreen,
}));

describe("a desktop list and its record page's code", () => {
  beforeAll(() => loadDesktopGrid(), 30_000);

  it("once the rows show and the browser is idle, the record page's code is fetched: a row's click only renders it", async () => {
    setupGridList();
    await screen.findByRole('gridcell', { name: 'SH-000002' });
    await waitFor(() => expect(preloadScreen).toHaveBeenCalledWith('/shipments/1/show'));
  });
});
