// The keyboard of a radio group (WAI-ARIA radio group pattern) made of buttons with
// role="radio": one Tab stop a group (`radioTabIndex`: the checked radio, or the first when none
// is) and the arrow keys moving the focus and the choice (`radioArrowKey` on the group). Space
// and Enter press the focused button as ever; taps and clicks are unchanged.

const NEXT: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * An arrow key in a radio group: the focus and the choice go to the next radio that can be
 * chosen (the previous, for Left and Up), round from the end to the start; as a click on it,
 * so the group's own handler chooses.
 */
export function radioArrowKey(e: KeyboardEvent): void {
  const step = NEXT[e.key];
  if (!step || e.altKey || e.ctrlKey || e.metaKey) return;
  const group = e.currentTarget as HTMLElement;
  const radios = [...group.querySelectorAll<HTMLButtonElement>('[role="radio"]')].filter((r) => !r.disabled);
  if (radios.length === 0) return;
  e.preventDefault();
  const at = radios.indexOf(document.activeElement as HTMLButtonElement);
  const to = radios[(at + step + radios.length) % radios.length]!;
  to.focus();
  to.click();
}

/**
 * A radio's tabindex: 0 for the group's one Tab stop (the checked radio; the first when none is
 * checked), -1 for the others, which the arrow keys reach.
 */
export function radioTabIndex(checked: boolean, first: boolean, noneChecked: boolean): 0 | -1 {
  return checked || (first && noneChecked) ? 0 : -1;
}
