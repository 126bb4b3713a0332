/** Calls `then` after the frame being drawn now has painted; answers what cancels it. */
export function afterPaint(then: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(then, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Calls `then` when the browser is next idle (at most two seconds on), or soon where it cannot say; answers what cancels it. */
export function whenIdle(then: () => void) {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(then, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 300);
  return () => clearTimeout(timer);
}
