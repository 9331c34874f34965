// Shared by the prontuário screen's component tests: each test file mocks the data modules itself
// (vi.mock is per file: '../../data/hooks' and '../../data/records-repo'); this sets their answers.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useInstructors, useSchedules, useStudents, useUsers } from '../../data/hooks';
import {
  addNote,
  editNote,
  loadAccessLog,
  loadCareTeam,
  loadNotes,
  logAccess,
  openRecord,
  rereadRecord,
  saveCareTeam,
  saveRecord,
} from '../../data/records-repo';
import { aStudent, aUser, live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
import { RecordScreen } from './record-screen';
import { NOW, aRecord } from './records-test-setup';

export const student = aStudent({ id: 's1', nome: 'Beatriz Carvalho' });
export const show = (session = sessions.instrutor) => renderAdmin(<RecordScreen studentId="s1" />, { session });

/** A readable record, its student and staff, and saves that succeed, at NOW, for every test of the file. */
export function setUpRecordScreen() {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.mocked(useStudents).mockReturnValue(live([student]));
    vi.mocked(useUsers).mockReturnValue(
      live([aUser({ id: 'uid-9', nome: 'Ivo Instrutor', role: 'instrutor', active: true })]),
    );
    vi.mocked(useSchedules).mockReturnValue(live([]));
    vi.mocked(useInstructors).mockReturnValue(live([]));
    vi.mocked(loadNotes).mockResolvedValue({ rows: [], complete: true, unreadable: 0 });
    vi.mocked(rereadRecord).mockResolvedValue(aRecord());
    vi.mocked(saveRecord).mockResolvedValue(true);
    vi.mocked(addNote).mockResolvedValue('n-new');
    vi.mocked(editNote).mockResolvedValue(true);
    vi.mocked(logAccess).mockResolvedValue();
    vi.mocked(loadAccessLog).mockResolvedValue({ rows: [], complete: true, unreadable: 0 });
    vi.mocked(loadCareTeam).mockResolvedValue(null);
    vi.mocked(saveCareTeam).mockResolvedValue();
  });
  afterEach(() => vi.useRealTimers());
}

/** A student without a record: 'Registrar consentimento e anamnese' opens the form. */
export async function openConsentForm() {
  vi.mocked(openRecord).mockResolvedValue(null);
  const { user } = show();
  await user.click(await screen.findByRole('button', { name: 'Registrar consentimento e anamnese' }));
  return { user, form: screen.getByRole('dialog') };
}
