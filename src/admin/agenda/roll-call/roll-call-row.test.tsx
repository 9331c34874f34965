// The roll call on a phone: every button a finger can hit (44 px high), not only Presente / Falta.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classOnDate } from '../../../domain/class-days';
import { blankOccurrence } from '../../../domain/occurrence';
import { aSchedule } from '../../testing/factories';
import { RollCallRow, type RollCallActions } from './roll-call-row';

const viewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
    width,
    height: 800,
  });
beforeEach(() => viewport(375));
afterEach(() => viewport(1024));

const schedule = aSchedule({ id: 'evening', studentIds: ['ana'], days: [1], startTime: '18:00', endTime: '19:00' });
const actions: RollCallActions = {
  mark: vi.fn(),
  notice: vi.fn(),
  undoNotice: vi.fn(),
  book: vi.fn(),
  cancelBooking: vi.fn(),
};

function row(occurrence: ReturnType<typeof blankOccurrence>, guest: boolean) {
  const item = classOnDate(schedule, '2026-11-23', { ...occurrence, scheduleId: 'evening' });
  render(
    <ul>
      <RollCallRow
        item={item}
        studentId="ana"
        name="Ana Souza"
        guest={guest}
        started={false}
        canMark
        busy={false}
        actions={actions}
      />
    </ul>,
  );
}

describe('RollCallRow on a phone', () => {
  it('makes Agendar reposição and Desfazer aviso 44 px high', () => {
    row({ ...blankOccurrence('2026-11-23', 0), notices: { ana: 1 }, attendance: { ana: 'justificada' } }, false);
    for (const name of ['Agendar reposição', 'Desfazer aviso']) {
      expect(screen.getByRole('button', { name })).toHaveStyle({ minHeight: '44px' });
    }
  });

  it('makes Cancelar reposição 44 px high', () => {
    row({ ...blankOccurrence('2026-11-23', 0), guests: { ana: 'c_ana' } }, true);
    expect(screen.getByRole('button', { name: 'Cancelar reposição' })).toHaveStyle({ minHeight: '44px' });
  });
});
