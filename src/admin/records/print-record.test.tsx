import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSENT_TITLE, consentGuardian } from '../../domain/consent-term';
import { BLANK } from '../../domain/student-documents';
import { hostileName } from '../print/print-test-helpers';
import { ConsentTerm, PrintedRecord } from './print-record';
import { aNote, aRecord } from './records-test-setup';

describe('the printed prontuário and consent term', () => {
  it('prints a hostile name and note as the text they are', () => {
    const { container } = render(
      <PrintedRecord
        name={hostileName}
        record={aRecord({ restricoes: hostileName })}
        notes={[aNote('n1', 1, { conduta: hostileName })]}
      />,
    );
    expect(screen.getAllByText(hostileName).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(`O que foi feito: ${hostileName}`)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('marks a corrected note and names the one a correction fixes, as the screen does', () => {
    const wrong = aNote('n1', 30, { data: '2026-03-10', updatedByName: 'Ivo Instrutor', conduta: 'Alongamento' });
    const fix = aNote('n2', 1, { data: '2026-03-10', corrige: 'n1', conduta: 'Fortalecimento' });
    render(<PrintedRecord name="Lia" record={aRecord()} notes={[wrong, fix]} />);
    expect(screen.getByText('Corrigida por uma evolução posterior.')).toBeInTheDocument();
    expect(screen.getByText('Correção da evolução de 10/03/2026 (Ivo Instrutor)')).toBeInTheDocument();
  });

  it('the consent term names the controller, purpose, who sees it, retention and the rights', () => {
    const { container } = render(<ConsentTerm name={hostileName} />);
    expect(screen.getByRole('heading', { level: 1, name: CONSENT_TITLE })).toBeInTheDocument();
    for (const part of ['Controlador', 'Dados e finalidade', 'Quem vê', 'Por quanto tempo', 'Seus direitos'])
      expect(screen.getByRole('region', { name: part })).toBeInTheDocument();
    expect(screen.getByText(/pedir uma cópia do prontuário, a correção de dados ou a eliminação/)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it("a minor's term is the guardian's consent: named beside the child and signing it", () => {
    const child = { dataNascimento: '2016-03-02', responsavel: 'Marta Lima' };
    expect(consentGuardian(child, '2034-03-01')).toBe('Marta Lima'); // 17 the day before the 18th birthday
    expect(consentGuardian(child, '2034-03-02')).toBeNull(); // 18: consents alone
    expect(consentGuardian({ ...child, responsavel: ' ' }, '2025-06-15')).toBe(BLANK);
    expect(consentGuardian({ ...child, dataNascimento: '' }, '2025-06-15')).toBe('Marta Lima'); // age unknown

    const { container } = render(<ConsentTerm name="Lia Lima" guardian="Marta Lima" />);
    expect(screen.getByRole('row', { name: 'Responsável legal Marta Lima' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Como responsável legal por Lia Lima, declaro .* dados de saúde de Lia Lima/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/meus dados de saúde/)).toBeNull();
    expect([...container.querySelectorAll('.signature')].map((line) => line.textContent)).toEqual([
      'Marta LimaResponsável legal',
    ]);
  });
});
