// The focus after a remove button takes its own item away (a dora indicator, a meld, a bonus
// tile, a kong): the button pressed is gone, and the focus would fall to the page's start. It
// goes to the remove button now in its place in the same list (the next item's), else the one
// before, else to the list itself: the keyboard goes on from where it was.

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
