// Login: a token (admin or viewer, printed by `vigil serve` at its first start) is exchanged
// for a session cookie; then back to the page that sent the user here.
import { api } from './api.js';
import { h } from './dom.js';

export function render(view, { navigate, params }) {
  const token = h('input', { id: 'token', name: 'token', type: 'password', autocomplete: 'current-password', required: true });
  const error = h('p.error', { role: 'alert' });
  const form = h('form.card.login', {
    on: {
      submit: async (e) => {
        e.preventDefault();
        error.textContent = '';
        try {
          await api('/api/login', { method: 'POST', body: { token: token.value }, redirect: false });
          const next = params.get('next');
          navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : '/cameras', { replace: true });
        } catch (err) {
          error.textContent = err.message;
          token.select();
        }
      },
    },
  },
  h('h1', {}, 'vigil'),
  h('label', { for: 'token' }, 'Token'), token,
  h('p.muted', {}, 'The admin and viewer tokens are printed once when vigil serve first starts (vigil serve --new-tokens makes new ones).'),
  error,
  h('button.primary', { type: 'submit' }, 'Log in'));
  view.append(form);
  token.focus();
}
