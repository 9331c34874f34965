import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adult, hostileName, minor, signerOver, today, valueIn } from './print-test-helpers';
import { printStudio } from './print-studio';
import { StudentContract } from './student-contract';

const nbsp = '\u00a0';

describe('StudentContract', () => {
  it.each([
    ['50-minute classes', 'Cada aula tem duração de 50 (cinquenta) minutos.'],
    ['at most 6 students per class', 'Cada turma tem no máximo 6 (seis) alunos.'],
    ['make-up only with 3 hours notice', 'com no mínimo 3 (três) horas de antecedência do horário da aula'],
    ['recess at Christmas and New Year', 'O estúdio fica em recesso, sem aulas, nas semanas do Natal e do Ano-Novo.'],
    [
      'late fee and interest',
      'multa de 2% (dois por cento) sobre o valor devido, mais juros de 1% (um por cento) ao mês, calculados pro rata die',
    ],
    ['price change notice', 'com 15 (quinze) dias de antecedência'],
    ['written cancellation notice', 'mediante aviso prévio, por escrito, de 30 (trinta) dias'],
    ['venue from the studio config', 'Fica eleito o foro da comarca de Florianópolis/SC'],
  ])('prints the clause on %s', (_case, text) => {
    render(<StudentContract student={adult} today={today} studio={printStudio} />);
    expect(screen.getByText((_content, el) => el?.tagName === 'P' && el.textContent.includes(text))).toBeVisible();
  });

  it('is titled, numbered, and names the studio from its config', () => {
    render(<StudentContract student={adult} today={today} studio={printStudio} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contrato de Prestação de Serviços' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(screen.getByText('Salus', { selector: '.letterhead-name' })).toBeInTheDocument();
    expect(
      screen.getByText(/de um lado Salus, com sede em Rua das Gaivotas, 480 - Campeche, Florianópolis/),
    ).toBeInTheDocument();
  });

  it("shows the student's data and plan", () => {
    render(<StudentContract student={{ ...adult, disciplina: 'ballet' }} today={today} studio={printStudio} />);
    const part = 'Contratante (aluno/a)';
    expect(valueIn(part, 'Nome')).toBe('Beatriz Carvalho');
    expect(valueIn(part, 'CPF/RG')).toBe('529.982.247-25');
    expect(valueIn(part, 'Data de nascimento')).toBe('12/04/1990');
    expect(valueIn(part, 'Endereço')).toBe('Rua Teixeira e Souza, 120, apto 201 - Centro, Cabo Frio/RJ, CEP 28907-000');
    expect(valueIn(part, 'Telefone')).toBe('(22) 99876-5432');
    expect(valueIn(part, 'E-mail')).toBe('bia@example.com');
    expect(valueIn('Plano contratado', 'Atividade')).toBe('Ballet Infantil');
    expect(valueIn('Plano contratado', 'Frequência')).toBe('2x por semana');
    expect(valueIn('Plano contratado', 'Valor')).toBe(`R$${nbsp}280,00 por mês`);
    expect(valueIn('Plano contratado', 'Vencimento')).toBe('todo dia 10 de cada mês');
  });

  it('prices a single-class student by valorAulaAvulsa', () => {
    const student = { ...adult, frequencia: 'avulsa' as const, valorAulaAvulsa: 65.5 };
    render(<StudentContract student={student} today={today} studio={printStudio} />);
    expect(valueIn('Plano contratado', 'Valor')).toBe(`R$${nbsp}65,50 por aula`);
    expect(valueIn('Plano contratado', 'Frequência')).toBe('Aula avulsa');
  });

  it('an adult signs as the contracting party, with the studio, on a dated line', () => {
    render(<StudentContract student={adult} today={today} studio={printStudio} />);
    expect(screen.queryByRole('region', { name: /responsável legal/ })).not.toBeInTheDocument();
    expect(signerOver('CONTRATANTE')).toBe('Beatriz Carvalho');
    expect(signerOver('CONTRATADA')).toBe('Salus');
    expect(screen.getByText('Florianópolis, ____ de __________ de ______.')).toBeInTheDocument();
  });

  it('for a minor the guardian contracts and signs, and the student is identified apart', () => {
    render(<StudentContract student={minor} today={today} studio={printStudio} />);
    expect(valueIn('Contratante (responsável legal)', 'Nome')).toBe('Marta Souza');
    expect(valueIn('Contratante (responsável legal)', 'Telefone')).toBe('(48) 99111-2222');
    expect(valueIn('Aluno(a) (menor de idade)', 'Nome')).toBe('Lia Souza');
    expect(signerOver('CONTRATANTE (responsável legal)')).toBe('Marta Souza');
    expect(screen.queryByText('CONTRATANTE')).not.toBeInTheDocument();
    expect(screen.getByText(/em nome do\(a\) ALUNO\(A\) menor de idade/)).toBeInTheDocument();
  });

  it('with no birth date, the guardian on file contracts for the student, who is called a minor nowhere', () => {
    render(<StudentContract student={{ ...minor, dataNascimento: '' }} today={today} studio={printStudio} />);
    expect(signerOver('CONTRATANTE (responsável legal)')).toBe('Marta Souza');
    expect(valueIn('Aluno(a)', 'Nome')).toBe('Lia Souza');
    expect(screen.getByText(/em nome do\(a\) ALUNO\(A\) também qualificado/)).toBeInTheDocument();
    expect(screen.queryByText(/menor de idade/)).not.toBeInTheDocument();
  });

  it('turns minor into adult on the 18th birthday', () => {
    const student = { ...minor, dataNascimento: '2007-06-15' };
    render(<StudentContract student={student} today={today} studio={printStudio} />);
    expect(signerOver('CONTRATANTE')).toBe('Lia Souza');
  });

  it('prints a hostile name as literal text, creating no element from it', () => {
    const { container } = render(
      <StudentContract student={{ ...minor, nome: hostileName }} today={today} studio={printStudio} />,
    );
    expect(valueIn('Aluno(a) (menor de idade)', 'Nome')).toBe(hostileName);
    expect(
      screen.getByText(new RegExp(`ALUNO\\(A\\) ${hostileName.replace(/[()]/g, '\\$&')} aulas`)),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
