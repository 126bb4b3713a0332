import { useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from '../bootstrap/afterPaint';

/**
 * Its children once the page rendered with it has painted: a record page's facts show first, and
 * what sits below them (related tabs, pricing, the map) mounts a frame later, below what is already on
 * screen, so nothing moves.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterPaint(() => setPainted(true))), [painted]);
  return painted ? children : null;
}
