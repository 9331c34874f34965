// One student of the roll call. On a phone every button a finger can hit is 44 px high, not only
// Presente / Falta; a class the studio cancelled offers each its credit to book; and
// after 'Avisar falta' (disabled while it saves, then replaced by 'Desfazer aviso') a keyboard user
// lands on 'Desfazer aviso' (or on the student's row), not on the page's <body> — and back on
// 'Avisar falta' once the notice is undone.
import { Fragment, type ReactNode } from 'react';
import { Dialog, createTheme } from '@mui/material';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classOnDate } from '../../../domain/class-days';
import { blankOccurrence } from '../../../domain/occurrence';
import { aSchedule } from '../../testing/factories';
import { RollCallRow, type RollCallActions } from './roll-call-row';
import { viewport } from '../../testing/viewport';

beforeEach(() => viewport(375));
afterEach(() => {
  viewport(1024);
  vi.clearAllMocks();
});

const schedule = aSchedule({ id: 'evening', studentIds: ['ana'], days: [1], startTime: '18:00', endTime: '19:00' });
const actions: RollCallActions = {
  mark: vi.fn(),
  notice: vi.fn(),
  undoNotice: vi.fn(),
  book: vi.fn(),
  cancelBooking: vi.fn(),
};

function row(occurrence: ReturnType<typeof blankOccurrence>, guest: boolean, started = false) {
  const item = classOnDate(schedule, '2026-11-23', { ...occurrence, scheduleId: 'evening' });
  render(
    <ul>
      <RollCallRow
        item={item}
        studentId="ana"
        name="Ana Souza"
        guest={guest}
        started={started}
        canMark
        busy={false}
        actions={actions}
      />
    </ul>,
  );
}

describe('RollCallRow on a phone', () => {
  it('makes Agendar reposição and Desfazer aviso 44 px high', () => {
    row(
      { ...blankOccurrence('2026-11-23', 0, 'ins1'), notices: { ana: 1 }, attendance: { ana: 'justificada' } },
      false,
    );
    for (const name of ['Agendar reposição', 'Desfazer aviso']) {
      expect(screen.getByRole('button', { name })).toHaveStyle({ minHeight: '44px' });
    }
  });

  it('makes Cancelar reposição 44 px high', () => {
    row({ ...blankOccurrence('2026-11-23', 0, 'ins1'), guests: { ana: 'c_ana' } }, true);
    expect(screen.getByRole('button', { name: 'Cancelar reposição de Ana Souza' })).toHaveStyle({ minHeight: '44px' });
  });
});

describe('RollCallRow once marked', () => {
  // An absence filled in the same green as a presence read as one at a glance.
  it.each([
    ['presente', 'Presente', 'primary'],
    ['falta', 'Falta', 'error'],
    ['justificada', 'Falta justificada', 'warning'],
  ] as const)('fills %s in its own colour', (status, label, tone) => {
    row({ ...blankOccurrence('2026-11-23', 0, 'ins1'), attendance: { ana: status } }, false, true);
    const palette = createTheme().palette;
    expect(screen.getByRole('button', { name: label, pressed: true })).toHaveStyle({
      backgroundColor: palette[tone].main,
    });
  });
});

describe('RollCallRow of a class the studio cancelled', () => {
  // 18:00 in São Paulo is 21:00 UTC: a notice at 20:00 UTC came an hour before the class.
  const lateNotice = { notices: { ana: Date.UTC(2026, 10, 23, 20) }, attendance: { ana: 'falta' as const } };

  it('says nothing of a late notice, which the cancellation made good with a credit, and offers to book it', () => {
    row(
      { ...blankOccurrence('2026-11-23', 0, 'ins1'), ...lateNotice, cancelled: true, reason: 'Chuva', changed: true },
      false,
    );
    expect(screen.queryByText('Aviso com menos de 3 horas: sem direito a reposição')).toBeNull();
    expect(screen.getByRole('button', { name: 'Agendar reposição' })).toBeVisible();
  });

  it('offers every enrolled student their credit to book; a late notice of a class held still has none', () => {
    row({ ...blankOccurrence('2026-11-23', 0, 'ins1'), cancelled: true, reason: 'Chuva', changed: true }, false);
    expect(screen.getByRole('button', { name: 'Agendar reposição' })).toBeVisible();
    cleanup();
    row({ ...blankOccurrence('2026-11-23', 0, 'ins1'), ...lateNotice }, false);
    expect(screen.getByText('Aviso com menos de 3 horas: sem direito a reposição')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agendar reposição' })).toBeNull();
  });
});

const before = classOnDate(schedule, '2026-11-23', null);
const noticed = classOnDate(schedule, '2026-11-23', {
  ...blankOccurrence('2026-11-23', 0, 'ins1'),
  scheduleId: 'evening',
  notices: { ana: 1 },
  attendance: { ana: 'justificada' },
});

function renderRow(inDialog = false) {
  // In the app the row is inside the class's details: MUI's focus trap takes focus lost to <body> back
  // to the dialog itself.
  const Around = inDialog
    ? ({ children }: { children: ReactNode }) => (
        <Dialog open aria-label="Detalhes do horário">
          {children}
        </Dialog>
      )
    : Fragment;
  const ui = (item: typeof before, busy: boolean, started = false) => (
    <Around>
      <ul>
        <RollCallRow
          item={item}
          studentId="ana"
          name="Ana Souza"
          guest={false}
          started={started}
          canMark
          busy={busy}
          actions={actions}
        />
      </ul>
      <button type="button">Fechar</button>
    </Around>
  );
  const view = render(ui(before, false));
  return { ...view, user: userEvent.setup(), show: (...args: Parameters<typeof ui>) => view.rerender(ui(...args)) };
}

/** 'Avisar falta' pressed with the keyboard, then the save runs and its notice arrives. */
async function giveNotice(view: ReturnType<typeof renderRow>) {
  screen.getByRole('button', { name: 'Avisar falta' }).focus();
  await view.user.keyboard('{Enter}');
  expect(actions.notice).toHaveBeenCalledWith('ana');
  view.show(before, true); // saving: the button is disabled
  view.show(noticed, true); // the notice shows before the save settles
}

describe('RollCallRow: focus after Avisar falta', () => {
  it("moves focus to 'Desfazer aviso' once the notice is saved", async () => {
    const view = renderRow();
    await giveNotice(view);
    view.show(noticed, false);
    expect(screen.getByRole('button', { name: 'Desfazer aviso' })).toHaveFocus();
  });

  it("moves focus to 'Desfazer aviso' inside the class's details, where focus lost went to the dialog", async () => {
    const view = renderRow(true);
    await giveNotice(view);
    // The button disabled, MUI's focus trap takes the focus lost to <body> back to the dialog.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement?.contains(screen.getByRole('listitem', { name: 'Ana Souza' }))).toBe(true);
    view.show(noticed, false);
    expect(screen.getByRole('button', { name: 'Desfazer aviso' })).toHaveFocus();
  });

  it("moves focus back to 'Avisar falta' once a notice is undone, inside the class's details", async () => {
    const view = renderRow(true);
    view.show(noticed, false);
    screen.getByRole('button', { name: 'Desfazer aviso' }).focus();
    await view.user.keyboard('{Enter}');
    expect(actions.undoNotice).toHaveBeenCalledWith('ana');
    view.show(noticed, true); // confirmed: saving, the button is disabled
    view.show(before, true); // the notice is gone before the save settles
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    view.show(before, false);
    expect(screen.getByRole('button', { name: 'Avisar falta' })).toHaveFocus();
  });

  it('moves focus to the row when nothing replaces the button', async () => {
    const view = renderRow();
    await giveNotice(view);
    view.show(noticed, false, true); // the class started meanwhile: no 'Desfazer aviso'
    expect(screen.getByRole('listitem', { name: 'Ana Souza' })).toHaveFocus();
  });

  it('leaves focus where the user went meanwhile', async () => {
    const view = renderRow();
    await giveNotice(view);
    screen.getByRole('button', { name: 'Fechar' }).focus();
    view.show(noticed, false);
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });
});

describe('RollCallRow: focus once a booking arrives', () => {
  const ui = (booking?: string) => (
    <ul>
      <RollCallRow
        item={noticed}
        studentId="ana"
        name="Ana Souza"
        guest={false}
        started={false}
        canMark
        busy={false}
        actions={actions}
        booking={booking}
      />
    </ul>
  );

  it("goes to the row when 'Agendar reposição' gives way to where it was booked, focus lost with it", () => {
    const view = render(ui());
    const book = screen.getByRole('button', { name: 'Agendar reposição' });
    book.focus();
    view.rerender(ui('Reposição agendada para 25/11/2026 às 07:00'));
    expect(screen.queryByRole('button', { name: 'Agendar reposição' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Ana Souza' })).toHaveFocus();
    expect(screen.getByRole('listitem', { name: 'Ana Souza' })).toHaveTextContent('Reposição agendada para 25/11/2026');
  });

  it('leaves focus alone for a row opened already booked, and where the user took it', () => {
    render(ui('Reposição agendada para 25/11/2026 às 07:00'));
    expect(document.body).toHaveFocus();
    cleanup();
    const view = render(
      <>
        {ui()}
        <button type="button">Fechar</button>
      </>,
    );
    screen.getByRole('button', { name: 'Fechar' }).focus();
    view.rerender(
      <>
        {ui('Reposição agendada para 25/11/2026 às 07:00')}
        <button type="button">Fechar</button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });
});
