// Sample documents of the prontuário (src/domain/health-record.ts, session-note.ts) for the rules
// tests and the shape-parity test: complete, as the stored schemas require them.
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { NOW, authorOf, uidOf, type Data, type Role } from './env';

const conditions = { hipertensao: 'controlada com medicação', herniaDeDisco: 'L4-L5, desde 2019', gestacao: '' };

/** records/{studentId}: an anamnese with consent. */
export const validRecord: Data = {
  queixaPrincipal: 'Dor lombar ao acordar',
  condicoes: conditions,
  medicamentos: 'Losartana 50 mg',
  restricoes: 'Evitar flexão de tronco com carga',
  objetivos: 'Fortalecer o core',
  dor: 6,
  observacoes: '',
  data: '2025-06-02',
  consentimento: '2025-06-02',
  createdAt: NOW,
  updatedAt: NOW,
};

/** The fields of a session note but its registradoEm (the server's time, or a seeded Timestamp). */
export const noteFields: Data = {
  data: '2025-06-09',
  conduta: 'Mobilidade de coluna, ponte, prancha adaptada',
  resposta: 'Sem dor ao final',
  dor: 3,
  corrige: '',
  createdAt: NOW,
  updatedAt: NOW,
};

export const validCareTeam: Data = { uids: [uidOf('instrutor')], createdAt: NOW, updatedAt: NOW };

/** A stored note of `role`, first saved `hoursAgo` hours ago by the server's clock. */
export function storedNote(role: Exclude<Role, 'anonymous'>, hoursAgo: number, nome: string): Data {
  return {
    ...noteFields,
    registradoEm: firebase.firestore.Timestamp.fromMillis(Date.now() - hoursAgo * 60 * 60 * 1000),
    updatedBy: uidOf(role),
    updatedByName: nome,
    writtenAt: firebase.firestore.Timestamp.fromMillis(Date.now() - hoursAgo * 60 * 60 * 1000),
    version: 1,
  };
}

/** The alert a batch by `role` writes for a record with `restricoes` and a team of `equipe`. */
export const alertBy = (role: Role, restricoes: unknown, equipe: unknown): Data => ({
  equipe,
  restricoes,
  ...authorOf(role),
});
