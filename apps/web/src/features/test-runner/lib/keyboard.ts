/**
 * The runner's keyboard shortcuts, as a pure mapping from a key press to an action:
 * - 1-9 choose the n-th option of a choice question (1 True, 2 False);
 * - ArrowLeft / ArrowRight go to the previous / next question (mirrored right to left, where the next
 *   question lies to the left). The option lists are vertical radio groups, which move between options
 *   with ArrowUp / ArrowDown only, so left and right are free everywhere.
 * Nothing happens while the candidate types in a text field (digits and arrows belong to the text), while
 * a dialog is open, with Ctrl, Alt or Meta held (browser and screen-reader shortcuts), or during IME
 * composition.
 */

export type KeyPress = {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
  /** Focus is in a textarea, a text input or an editable element. */
  inTextField: boolean;
};

export type RunnerContext = {
  /** Options of the current question (0 for text answers). */
  optionCount: number;
  /** Completed section: answers cannot change, but moving between questions still works. */
  readOnly: boolean;
  dialogOpen: boolean;
  /** The page reads right to left (Arabic): ArrowLeft goes forward. */
  rtl?: boolean;
};

export type RunnerKeyAction = { type: 'choose'; index: number } | { type: 'previous' } | { type: 'next' };

export function keyAction(press: KeyPress, context: RunnerContext): RunnerKeyAction | null {
  if (press.inTextField || context.dialogOpen || press.isComposing) return null;
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  const [back, forward] = context.rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  if (press.key === back && !press.shiftKey) return { type: 'previous' };
  if (press.key === forward && !press.shiftKey) return { type: 'next' };
  if (/^[1-9]$/.test(press.key)) {
    const index = Number(press.key) - 1;
    if (context.readOnly || index >= context.optionCount) return null;
    return { type: 'choose', index };
  }
  return null;
}

/** Whether a focused element takes typed text (its digits and arrows are not shortcuts). */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(
      element.type,
    );
  }
  if (element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLElement && element.isContentEditable === true;
}
