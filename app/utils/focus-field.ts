/**
 * Moves focus to a form field by its name: the control marked `data-field` for it (a custom widget whose value
 * travels in a hidden input), else its first visible control (the first box of a group of checkboxes).
 */
export function focusField(form: HTMLFormElement, name: string): void {
  const marked = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
  const control =
    marked ??
    Array.from(form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`)).find(
      (el) => !(el instanceof HTMLInputElement && el.type === "hidden"),
    );
  if (!control) return;
  // A field inside a closed <details> is opened first: focus cannot reach a hidden control.
  const details = control.closest("details");
  if (details && !details.open) details.open = true;
  control.focus();
}
