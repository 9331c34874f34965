// Queries shared by the component tests of the list screens (RecordsScreen) and their form dialogs.
import { screen, within } from '@testing-library/react';
import type { renderAdmin } from './render-admin';

/** The first cell of each table row, top to bottom. */
export const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);

/** The table row of a name (found by text: role queries over a grid are slow in jsdom). */
export const rowOf = (nome: string) => {
  const row = screen.getByText(nome).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${nome}`);
  return row;
};

export const dialog = () => screen.getByRole('dialog');

/** A form field of the dialog by its label (a string is matched whole, ignoring the required mark). */
export const field = (label: RegExp | string) =>
  within(dialog()).getByLabelText(
    typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) : label,
    { selector: 'input, textarea, [role="combobox"]' },
  );

type User = ReturnType<typeof renderAdmin>['user'];
/** Pastes into a field (typing letter by letter through MUI in jsdom is slow; masks see the whole text). */
export async function fill(user: User, label: RegExp | string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}
