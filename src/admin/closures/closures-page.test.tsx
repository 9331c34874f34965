import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newClosureId, saveClosure } from '../../data/closures-repo';
import { useClosures } from '../../data/week-hooks';
import { ClosureOfflineError } from '../../domain/closure';
import { live } from '../testing/factories';
import { CLOSING_PAST_DAYS } from './closure-confirm';
import { addRange, asked, noQuestion, open, saved, setUpClosuresTests } from './closures-test-setup';

vi.mock('../../data/week-hooks');
vi.mock('../../data/closures-repo');

setUpClosuresTests();

describe('Feriados e recesso', { timeout: 30_000 }, () => {
  it('lists the coming 12 months’ holidays of Brazil and the studio’s state, each with Estúdio fechado', async () => {
    const { user } = open();
    const table = screen.getByRole('table', { name: 'Feriados' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toContain('Sex 25/12/2026Natalnacional');
    expect(rows).toContain('Sex 26/03/2027Sexta-feira Santanacional');
    expect(rows).toContain('Dom 29/11/2026Dia de Santa Catarina de Alexandriaestadual'); // the studio is in SC
    expect(rows.some((r) => r?.includes('Revolução Constitucionalista'))).toBe(false); // São Paulo's
    await user.click(screen.getByRole('switch', { name: 'Estúdio fechado: Natal 25/12/2026' }));
    // One tap asks first: closing cancels make-ups that reopening does not bring back.
    expect(asked('Fechar o estúdio?')).toHaveTextContent(
      'Natal (25/12/2026): as aulas desse dia saem da agenda. As reposições agendadas para esse dia são canceladas ' +
        '(o crédito volta ao aluno), e os créditos de avisos de falta desse dia são retirados, com as reposições já ' +
        'agendadas com eles. Reabrir depois devolve esses créditos, mas não refaz as reposições canceladas.',
    );
    expect(saveClosure).not.toHaveBeenCalled();
    await user.click(within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' }));
    await waitFor(() => expect(saveClosure).toHaveBeenCalledOnce());
    expect(vi.mocked(saveClosure).mock.calls[0]).toEqual([
      'feriado-2026-12-25',
      { kind: 'feriado', reason: 'Natal', startDate: '2026-12-25', endDate: '2026-12-25', active: true },
      undefined,
    ]);
  });

  it('tells apart the two days of a holiday that falls twice in the 12 months, closing only the one chosen', async () => {
    // From Sunday 29/11/2026, SC's Dia de Santa Catarina (moved to a Sunday) comes again on 28/11/2027.
    vi.setSystemTime(new Date('2026-11-29T15:00:00Z'));
    const { user } = open();
    await user.click(
      screen.getByRole('switch', { name: 'Estúdio fechado: Dia de Santa Catarina de Alexandria 28/11/2027' }),
    );
    await user.click(within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(vi.mocked(saveClosure).mock.calls[0]?.[0]).toBe('feriado-2027-11-28');
    const today = screen.getByRole('switch', {
      name: 'Estúdio fechado: Dia de Santa Catarina de Alexandria 29/11/2026',
    });
    expect(today).not.toBeChecked();
    // Today's: its classes that took place go too, with their roll call.
    await user.click(today);
    expect(asked('Fechar o estúdio?')).toHaveTextContent(
      'Começa hoje ou antes: saem também as aulas que já aconteceram, com a chamada delas.',
    );
  });

  it('shows a closed holiday switched on, and reopens it; one past, with the ranges', async () => {
    vi.mocked(useClosures).mockReturnValue(
      live([
        saved('feriado-2026-12-25', 'feriado', 'Natal', '2026-12-25'),
        saved('feriado-2026-11-20', 'feriado', 'Consciência Negra', '2026-11-20'),
      ]),
    );
    const { user } = open();
    const ranges = screen.getByRole('table', { name: 'Fechamentos por período' });
    expect(within(ranges).getByRole('switch', { name: 'Estúdio fechado: Consciência Negra 20/11/2026' })).toBeChecked();
    expect(
      within(ranges)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Período', 'Motivo', 'Estúdio fechado']);
    expect(within(ranges).getAllByRole('row')[1]?.textContent).toBe('20/11/2026Feriado: Consciência Negra');
    const toggle = screen.getByRole('switch', { name: 'Estúdio fechado: Natal 25/12/2026' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(asked('Reabrir o estúdio?')).toHaveTextContent(/não são refeitas: agende-as de novo, se for o caso\./);
    await user.click(within(asked('Reabrir o estúdio?')).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(saveClosure).toHaveBeenCalledOnce());
    expect(vi.mocked(saveClosure).mock.calls[0]?.[1]).toMatchObject({ active: false });
    expect(vi.mocked(saveClosure).mock.calls[0]?.[2]).toBe(5);
  });

  it('proposes the contract’s year-end recess and adds closures by date range with a reason', async () => {
    const { user } = open();
    expect(screen.getByText('Recesso de fim de ano do contrato: 21/12/2026 a 03/01/2027.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar recesso' }));
    // As a switch does, it asks first: the recess cancels the make-ups booked into it.
    expect(asked('Fechar o estúdio?')).toHaveTextContent(
      'Recesso (21/12/2026 a 03/01/2027): as aulas desses dias saem da agenda. As reposições agendadas para esses dias são canceladas',
    );
    expect(saveClosure).not.toHaveBeenCalled();
    await user.click(within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' }));
    await waitFor(() => expect(saveClosure).toHaveBeenCalledOnce());
    expect(vi.mocked(saveClosure).mock.calls[0]?.[1]).toEqual({
      kind: 'recesso',
      reason: 'Recesso',
      startDate: '2026-12-21',
      endDate: '2027-01-03',
      active: true,
    });
    await noQuestion();
    await user.click(screen.getByRole('button', { name: 'Adicionar fechamento' }));
    expect(screen.getAllByText('Informe as duas datas.')).toHaveLength(2); // beside De and Até
    expect(saveClosure).toHaveBeenCalledOnce();
  });

  it('asks about a closure of more than a month with its length first: an end year mistyped (2062)', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('De'), '2026-12-21');
    await user.type(screen.getByLabelText('Até'), '2062-01-03');
    await user.click(screen.getByRole('button', { name: 'Adicionar fechamento' }));
    expect(asked('Fechar o estúdio?')).toHaveTextContent(
      'Atenção: são 12.798 dias fechados. Confira as datas. Recesso (21/12/2026 a 03/01/2062)',
    );
  });

  it('a save that failed (offline: says why) keeps the dates and is retried on the same closure, not added twice', async () => {
    vi.mocked(newClosureId).mockReturnValueOnce('c-1').mockReturnValueOnce('c-2');
    vi.mocked(saveClosure).mockRejectedValueOnce(new ClosureOfflineError());
    const { user } = open();
    await user.type(screen.getByLabelText('De'), '2027-02-15');
    await user.type(screen.getByLabelText('Até'), '2027-02-17');
    await addRange(user);
    expect(
      await screen.findByText(
        'Sem conexão com o servidor: fechar ou reabrir o estúdio ' +
          'precisa dele para acertar os créditos e as reposições desses dias. Tente de novo quando estiver online.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('De')).toHaveValue('2027-02-15');
    await addRange(user);
    await waitFor(() => expect(saveClosure).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveClosure).mock.calls.map(([id]) => id)).toEqual(['c-1', 'c-1']);
    // Saved, the fields are cleared once the question has gone; the next range is a new closure.
    await noQuestion();
    expect(screen.getByLabelText('De')).toHaveValue('');
    await user.type(screen.getByLabelText('De'), '2027-03-01');
    await user.type(screen.getByLabelText('Até'), '2027-03-02');
    await addRange(user);
    await waitFor(() => expect(saveClosure).toHaveBeenCalledTimes(3));
    expect(vi.mocked(saveClosure).mock.calls[2]?.[0]).toBe('c-2');
  });

  it('warns that closing from today hides the classes that already took place', async () => {
    const { user } = open();
    const from = screen.getByLabelText('De');
    await user.type(from, '2026-11-24');
    expect(screen.queryByText(CLOSING_PAST_DAYS)).toBeNull();
    await user.clear(from);
    await user.type(from, '2026-11-23');
    expect(screen.getByText(CLOSING_PAST_DAYS)).toBeInTheDocument();
  });

  it('warns in the proposal of a recess already begun that it hides the classes that took place', () => {
    vi.setSystemTime(new Date('2026-12-28T15:00:00Z')); // the studio stayed open this Christmas
    open();
    const proposal = screen.getByText(/^Recesso de fim de ano do contrato: 21\/12\/2026 a 03\/01\/2027\./);
    expect(proposal).toHaveTextContent(CLOSING_PAST_DAYS);
  });

  it('says a holiday is closed by the recess that covers it, its own switch off', () => {
    vi.mocked(useClosures).mockReturnValue(live([saved('r', 'recesso', 'Recesso', '2026-12-21', '2027-01-03')]));
    open();
    const natal = screen.getByRole('row', { name: /Natal/ });
    expect(within(natal).getByRole('switch')).not.toBeChecked();
    expect(natal).toHaveTextContent('Fechado: Recesso');
    const tiradentes = screen.getByRole('row', { name: /Tiradentes/ });
    expect(tiradentes).not.toHaveTextContent('Fechado');
  });

  it('switching off a holiday inside the recess says the day stays closed, not that the studio reopened', async () => {
    vi.mocked(useClosures).mockReturnValue(
      live([
        saved('r', 'recesso', 'Recesso', '2026-12-21', '2027-01-03'),
        saved('feriado-2026-12-25', 'feriado', 'Natal', '2026-12-25'),
      ]),
    );
    const { user } = open();
    const natal = screen.getByRole('row', { name: /Natal/ });
    expect(natal).toHaveTextContent('Também fechado por: Recesso');
    await user.click(within(natal).getByRole('switch'));
    const question = asked('Desligar este fechamento?');
    expect(question).toHaveTextContent(
      'Natal (25/12/2026): o dia continua fechado por Recesso (21/12/2026 a 03/01/2027). As aulas e os créditos ' +
        'retirados só voltam quando esse fechamento também for desligado.',
    );
    await user.click(within(question).getByRole('button', { name: 'Desligar' }));
    expect(await screen.findByText('Fechamento desligado. O estúdio continua fechado nesse dia.')).toBeInTheDocument();
    expect(screen.queryByText('Estúdio reaberto com sucesso!')).toBeNull();
    await noQuestion();
    // Reopening the recess brings its days back, but for Natal, closed on its own.
    await user.click(screen.getByRole('switch', { name: 'Estúdio fechado: Recesso 21/12/2026 a 03/01/2027' }));
    expect(asked('Reabrir o estúdio?')).toHaveTextContent(
      /se for o caso\. Continuam fechados os dias que outro fechamento cobre: Feriado: Natal \(25\/12\/2026\)\./,
    );
  });

  it('keeps proposing the recess beside other closures, until one covers that Christmas', () => {
    const proposal = 'Recesso de fim de ano do contrato: 21/12/2026 a 03/01/2027.';
    vi.mocked(useClosures).mockReturnValue(
      live([saved('a', 'recesso', 'Férias coletivas', '2027-01-02', '2027-01-15')]),
    );
    const first = open();
    expect(screen.getByText(proposal)).toBeInTheDocument();
    first.unmount();
    vi.mocked(useClosures).mockReturnValue(live([saved('b', 'recesso', 'Recesso', '2026-12-23', '2027-01-01')]));
    open();
    expect(screen.queryByText(proposal)).not.toBeInTheDocument();
  });

  it('proposes and adds nothing until the closures have arrived: a saved recess is not offered twice', () => {
    vi.mocked(useClosures).mockReturnValue(live([], { loading: true }));
    open();
    expect(screen.getByRole('progressbar', { name: 'Carregando os fechamentos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar recesso' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar fechamento' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Estúdio fechado: Natal 25/12/2026' })).toBeDisabled();
  });
});
