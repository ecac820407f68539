// Modal dialogs on <dialog>: showModal() keeps focus inside, Esc closes, and focus goes back
// to where it was when the dialog closes.
import { h } from './dom.js';

export function openDialog(title, ...content) {
  const back = document.activeElement;
  const close = h('button.link.close', { type: 'button', 'aria-label': 'Close' }, '×');
  const dlg = h('dialog.modal', { 'aria-label': title }, h('div.modal-head', {}, h('h2', {}, title), close), ...content);
  close.addEventListener('click', () => dlg.close());
  dlg.addEventListener('close', () => { dlg.remove(); back?.focus?.(); });
  document.body.append(dlg);
  dlg.showModal();
  return dlg;
}

/** Resolves true when the user confirms. */
export function confirmDialog(title, text, yes = 'Remove') {
  return new Promise((resolve) => {
    let answer = false;
    const ok = h('button.danger', { type: 'button' }, yes);
    const no = h('button', { type: 'button' }, 'Cancel');
    const dlg = openDialog(title, h('p', {}, text), h('div.actions', {}, no, ok));
    ok.addEventListener('click', () => { answer = true; dlg.close(); });
    no.addEventListener('click', () => dlg.close());
    dlg.addEventListener('close', () => resolve(answer));
    no.focus();
  });
}
