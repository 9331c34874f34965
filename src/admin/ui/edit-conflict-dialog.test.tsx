// Two edit conflicts open at once (a form opened over another form, each saved by someone else):
// each prompt is named and described by its own text, not by the first one in the page.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/render-admin';
import { EditConflictDialog } from './edit-conflict-dialog';
import type { ConflictPrompt } from './use-record-save';

const conflict = (author: string): ConflictPrompt => ({
  author,
  at: Date.UTC(2026, 10, 23, 15),
  busy: false,
  onReload: vi.fn(),
  onKeepMine: vi.fn(),
});

describe('EditConflictDialog', () => {
  it('describes each prompt by its own text when one opens over another', () => {
    renderAdmin(
      <>
        <EditConflictDialog conflict={conflict('Ana Lima')} />
        <EditConflictDialog conflict={conflict('Bia Rocha')} />
      </>,
    );
    const [first, second] = screen.getAllByRole('dialog', { name: 'Registro alterado por outra pessoa', hidden: true });
    expect(first).toHaveAccessibleDescription(expect.stringContaining('Ana Lima salvou este registro'));
    expect(second).toHaveAccessibleDescription(expect.stringContaining('Bia Rocha salvou este registro'));
  });
});
