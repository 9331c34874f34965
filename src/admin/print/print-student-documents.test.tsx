// @vitest-environment jsdom
// The print window is an iframe's window here (print-test-helpers.ts): happy-dom gives an empty iframe none.
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostileName, minor, stubPrintWindow, today } from './print-test-helpers';
import { printImageUseTerm, printStudentContract } from './print-student-documents';

// Signed in throughout: the window closes itself at sign-out (open-print-window.test.tsx).
vi.mock('../../data/auth-service', () => ({ onSignedOut: () => () => undefined }));

let stub: ReturnType<typeof stubPrintWindow>;

beforeEach(() => {
  stub = stubPrintWindow();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  stub.remove();
});

const popupBody = () => within(stub.popup.document.body);

describe('printStudentContract', () => {
  it("prints the contract in a new window titled with the student's name", async () => {
    expect(printStudentContract(minor, today).ok).toBe(true);
    expect(stub.popup.document.title).toBe('Contrato de Prestação de Serviços — Lia Souza');
    expect(
      popupBody().getByRole('heading', { level: 1, name: 'Contrato de Prestação de Serviços' }),
    ).toBeInTheDocument();
    expect(popupBody().getByText(/Fica eleito o foro da comarca de Florianópolis\/SC/)).toBeInTheDocument();
    await vi.waitFor(() => expect(stub.print).toHaveBeenCalledOnce());
  });

  it('prints a hostile name as that literal text, with no element made from it', async () => {
    printStudentContract({ ...minor, nome: hostileName }, today);
    const doc = stub.popup.document;
    expect(doc.title).toBe(`Contrato de Prestação de Serviços — ${hostileName}`);
    expect(popupBody().getByText(hostileName)).toBeInTheDocument();
    expect(doc.querySelector('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    await vi.waitFor(() => expect(stub.print).toHaveBeenCalledOnce());
  });

  it("decides who signs by today's date in São Paulo when no date is given", async () => {
    // 23:00 on 14 June in São Paulo, already the 15th in UTC: she turns 18 only tomorrow there.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T02:00:00Z'));
    printStudentContract({ ...minor, dataNascimento: '2007-06-15' });
    expect(popupBody().getByText('CONTRATANTE (responsável legal)')).toBeInTheDocument();
    await vi.waitFor(() => expect(stub.print).toHaveBeenCalledOnce());
  });

  it('reports a blocked pop-up', () => {
    vi.mocked(window.open).mockReturnValue(null);
    expect(printStudentContract(minor, today)).toEqual({ ok: false, message: 'Permita pop-ups para imprimir.' });
  });
});

describe('printImageUseTerm', () => {
  it.each([
    [true, 'AUTORIZO'],
    [false, 'NÃO AUTORIZO'],
  ])('prints the term with optinInstagram %s as %s', async (optinInstagram, ticked) => {
    expect(printImageUseTerm({ ...minor, optinInstagram }, today).ok).toBe(true);
    expect(stub.popup.document.title).toBe('Termo de Autorização de Uso de Imagem — Lia Souza');
    expect(popupBody().getByRole('checkbox', { checked: true })).toHaveAccessibleName(ticked);
    expect(popupBody().getByText('Responsável legal')).toBeInTheDocument();
    await vi.waitFor(() => expect(stub.print).toHaveBeenCalledOnce());
  });

  it('reports a blocked pop-up', () => {
    vi.mocked(window.open).mockReturnValue(null);
    expect(printImageUseTerm(minor, today)).toEqual({ ok: false, message: 'Permita pop-ups para imprimir.' });
  });
});
