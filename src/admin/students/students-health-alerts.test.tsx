import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHealthAlerts } from '../../data/record-hooks';
import type { AlertDoc } from '../../data/records-repo';
import { live } from '../testing/factories';
import { rowOf } from '../testing/queries';
import { sessions } from '../testing/sessions';
import { viewport } from '../testing/viewport';
import { open, setUpStudentsTests } from './students-test-setup';

vi.mock('../../data/record-hooks', () => ({ useHealthAlerts: vi.fn() }));
vi.mock('../../data/hooks', () => ({ useStudents: vi.fn(), useStudentPrivate: vi.fn() }));
vi.mock('../../data/students-repo', () => import('./students-repo-mock'));
vi.mock('../../data/cep-lookup', () => ({ lookupCep: vi.fn() }));
vi.mock('../print/print-student-documents', () => ({ printStudentContract: vi.fn(), printImageUseTerm: vi.fn() }));

setUpStudentsTests();
afterEach(() => viewport(1024));

const alert = (id: string, restricoes: string): [string, AlertDoc] => [
  id,
  { id, restricoes, equipe: ['uid-1'], updatedBy: 'a', updatedByName: 'Ana', writtenAt: 1 },
];

describe('Alunos: health alerts and the prontuário', { timeout: 60_000 }, () => {
  it('shows the alert beside a student with restrictions, and the restrictions in one tap', async () => {
    vi.mocked(useHealthAlerts).mockReturnValue(
      live(new Map([alert('ana', 'Evitar flexão de tronco'), alert('joao', '')])),
    );
    const { user } = open(undefined, sessions.instrutor);
    expect(within(rowOf('João Gonçalves')).queryByRole('button', { name: /Restrições de saúde/ })).toBeNull();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Restrições de saúde de Ana Souza' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Restrições de saúde de Ana Souza' })).getByText(
        'Evitar flexão de tronco',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the alert beside the name on a phone, with Ativo under it', async () => {
    viewport(375);
    vi.mocked(useHealthAlerts).mockReturnValue(live(new Map([alert('ana', 'Evitar flexão de tronco')])));
    const { user } = open(undefined, sessions.instrutor);
    expect(screen.queryByRole('columnheader', { name: 'Situação' })).toBeNull();
    const row = rowOf('Ana Souza');
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Restrições de saúde de Ana Souza' }));
    expect(await screen.findByRole('dialog', { name: 'Restrições de saúde de Ana Souza' })).toBeInTheDocument();
  });

  it("offers 'Prontuário' to an instrutor only for the students whose care team they are on", async () => {
    vi.mocked(useHealthAlerts).mockReturnValue(live(new Map([alert('joao', '')])));
    const { user, router } = open(undefined, sessions.instrutor);
    expect(within(rowOf('Ana Souza')).queryByRole('menuitem', { name: 'Prontuário' })).toBeNull();
    expect(within(rowOf('Ana Souza')).queryByRole('button', { name: 'Prontuário' })).toBeNull();
    await user.click(within(rowOf('João Gonçalves')).getByRole('button', { name: 'Prontuário' }));
    expect(router.state.location.pathname).toBe('/admin/alunos/joao/prontuario');
  });

  it("opens the prontuário carrying the list's search and page, for its 'Voltar para Alunos'", async () => {
    vi.mocked(useHealthAlerts).mockReturnValue(live(new Map([alert('joao', '')])));
    const { user, router } = open('/admin/alunos?q=gon&inativos=1', sessions.instrutor);
    await user.click(within(rowOf('João Gonçalves')).getByRole('button', { name: 'Prontuário' }));
    expect(router.state.location.state).toEqual({ listSearch: '?q=gon&inativos=1' });
  });

  it('an instrutor on no team sees no alert and no prontuário', () => {
    vi.mocked(useHealthAlerts).mockReturnValue(live(new Map()));
    open(undefined, sessions.instrutor);
    expect(screen.queryByRole('button', { name: /Restrições de saúde|Prontuário/ })).toBeNull();
  });

  it('says the alerts could not be read: no icon must not read as no restriction', () => {
    vi.mocked(useHealthAlerts).mockReturnValue(
      live(new Map(), { error: Object.assign(new Error('denied'), { code: 'permission-denied' }) }),
    );
    open(undefined, sessions.instrutor);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Os alertas de saúde não puderam ser carregados: /);
    expect(within(rowOf('Ana Souza')).getByText('Ana Souza')).toBeInTheDocument();
  });

  it('shows the alerts are on their way while they load, with the students already listed', () => {
    vi.mocked(useHealthAlerts).mockReturnValue(live(new Map(), { loading: true }));
    open(undefined, sessions.instrutor);
    expect(screen.getByRole('progressbar', { name: 'Carregando os alertas de saúde' })).toBeInTheDocument();
    expect(within(rowOf('Ana Souza')).getByText('Ana Souza')).toBeInTheDocument();
  });
});
