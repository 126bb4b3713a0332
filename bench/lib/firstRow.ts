/** A shipment's reference as the API answers it (`code`, e.g. SH-000002). */
const SHIPMENT_REFERENCE = '^SH-\\d+$';
export const FIRST_ROW_MARK = '__firstShipmentRowAt';

/**
 * Runs in the page before its own scripts: on every animation frame until it succeeds, looks for a
 * row holding a cell with a shipment reference — a table row (the bare app's Datagrid) or an MUI X
 * grid row (ours) — laid out inside the viewport, and records the time since navigation start
 * (performance.now()) of that frame. A string, because tsx's transform would wrap a serialised
 * function's inner functions in a helper the page lacks.
 */
export const FIRST_ROW_WATCHER = `(() => {
  const reference = new RegExp(${JSON.stringify(SHIPMENT_REFERENCE)});
  const rowVisible = () => Array.from(document.querySelectorAll('tbody tr, [role="row"]')).some((row) => {
    if (!Array.from(row.querySelectorAll('td, [role="gridcell"]')).some((cell) => reference.test((cell.textContent || '').trim()))) return false;
    const box = row.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < window.innerHeight && getComputedStyle(row).visibility !== 'hidden';
  });
  const tick = () => {
    if (rowVisible()) window[${JSON.stringify(FIRST_ROW_MARK)}] = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
