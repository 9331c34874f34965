// Shared by the print components' tests.
import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { aFullStudent } from '../testing/factories';

export const today = '2025-06-15';
export const hostileName = '<img src=x onerror=alert(1)>';

export const adult = aFullStudent({ nome: 'Beatriz Carvalho', dataNascimento: '1990-04-12' });
export const minor = aFullStudent({
  nome: 'Lia Souza',
  dataNascimento: '2015-03-02',
  responsavel: 'Marta Souza',
  telefoneResponsavel: '(48) 99111-2222',
});

/** The value beside `label` in the data table of the part titled `part`. */
export function valueIn(part: string, label: string, root: HTMLElement = document.body): string | null {
  const region = within(root).getByRole('region', { name: part });
  return within(region).getByRole('rowheader', { name: label }).nextElementSibling?.textContent ?? null;
}

/** The name printed over the signature line of `role` (the line's own text is the role). */
export function signerOver(role: string, root: HTMLElement = document.body): string | null {
  return within(root).getByText(role).querySelector('.signature-name')?.textContent ?? null;
}

/**
 * Makes window.open return a real second window — an iframe's, which jsdom gives its own document,
 * timers and print() — and records its print() calls. `remove` takes the iframe away.
 */
export function stubPrintWindow() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const popup = frame.contentWindow!;
  const print = vi.fn<() => void>();
  popup.print = print;
  popup.focus = vi.fn(); // not implemented by jsdom
  vi.spyOn(window, 'open').mockReturnValue(popup);
  return { popup, print, remove: () => frame.remove() };
}
