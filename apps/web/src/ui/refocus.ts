// The focus after a remove button takes its own item away (a dora indicator, a meld, a bonus
// tile, a kong): the button pressed is gone, and the focus would fall to the page's start. It
// goes to the remove button now in its place in the same list (the next item's), else the one
// before, else to the list itself: the keyboard goes on from where it was. And the focus after
// OK is pressed while it is off: to why, once the screen shows it.

import { useEffect, useRef } from 'preact/hooks';

/**
 * Call from a remove button's click: once the list has been drawn again, focuses the list's
 * `selector` element at the removed one's place, or the last, or the list (`container`).
 */
export function refocusAfterRemove(button: EventTarget | null, container: string, selector: string): void {
  if (!(button instanceof HTMLElement)) return;
  const list = button.closest<HTMLElement>(container);
  if (!list) return;
  const index = [...list.querySelectorAll(selector)].indexOf(button);
  // After the render that takes the item away (Preact draws on a microtask; a frame is after it).
  requestAnimationFrame(() => {
    if (!list.isConnected) return;
    const left = [...list.querySelectorAll<HTMLElement>(selector)];
    const to = left[Math.min(index, left.length - 1)];
    if (to) return to.focus();
    if (!list.hasAttribute('tabindex')) list.tabIndex = -1;
    list.focus();
  });
}

/**
 * OK pressed while it is off: the function returned asks that, once the screen has been drawn
 * again with every problem shown, the focus go to the first element `selector` finds (the
 * problem, or the field it is about), scrolled into view.
 */
export function useFocusWhy(selector: string): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const why = document.querySelector<HTMLElement>(selector);
    if (!why) return;
    if (!why.matches('input') && !why.hasAttribute('tabindex')) why.tabIndex = -1;
    why.focus({ preventScroll: true });
    why.scrollIntoView({ block: 'center' });
  });
  return () => {
    pending.current = true;
  };
}
