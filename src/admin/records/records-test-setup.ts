// Shared by the prontuário's component tests: records as the data layer returns them.
import type { NoteDoc, RecordDoc } from '../../data/records-repo';
import { sampleAuthorship, sampleHealthRecord } from '../../domain/test-helpers';

export const NOW = new Date('2025-06-15T15:00:00Z').getTime();
const HOUR = 60 * 60 * 1000;

export const aRecord = (overrides: Partial<RecordDoc> = {}): RecordDoc => ({
  ...sampleHealthRecord,
  ...sampleAuthorship,
  id: 's1',
  ...overrides,
});

/** A note by `updatedBy` (uid-1 is the test session's user), first saved `hoursAgo` hours before NOW. */
export const aNote = (id: string, hoursAgo: number, overrides: Partial<NoteDoc> = {}): NoteDoc => ({
  data: '2025-06-14',
  conduta: `Conduta ${id}`,
  resposta: '',
  dor: 2,
  corrige: '',
  registradoEm: NOW - hoursAgo * HOUR,
  createdAt: NOW - hoursAgo * HOUR,
  updatedAt: NOW - hoursAgo * HOUR,
  ...sampleAuthorship,
  updatedBy: 'uid-1',
  updatedByName: 'Helena Duarte',
  id,
  ...overrides,
});
