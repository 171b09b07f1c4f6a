// A box that scrolls sideways when what it holds is wider than the screen (the payment charts,
// the settlement table at phone width). While it does, it is a named region in the Tab order, so
// that a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1: a table of
// plain cells has nothing else to focus); when everything fits it is neither, and adds no Tab
// stop. `onOverflow` tells the caller which it is (the settlement says so above its table).

import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

export function ScrollX({
  label,
  extraClass,
  onOverflow,
  children,
}: {
  /** What the region holds, for screen readers (the table's heading). */
  label: string;
  /** Classes besides `scroll-x`. */
  extraClass?: string;
  onOverflow?(overflows: boolean): void;
  children: ComponentChildren;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useEffect(() => onOverflow?.(overflows), [overflows, onOverflow]);
  const focusable = overflows ? ({ role: 'region', 'aria-label': label, tabIndex: 0 } as const) : {};
  return (
    <div class={extraClass ? `scroll-x ${extraClass}` : 'scroll-x'} ref={box} {...focusable}>
      {children}
    </div>
  );
}
