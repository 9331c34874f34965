import { describe, expect, it } from 'vitest';
import { contractClauses, contractDocumentTitle, contractPreamble, dueText, planRows, priceText } from './contract';
import { BLANK, signerOf } from './student-documents';
import { sampleFullStudent, sampleStudio } from './test-helpers';

const nbsp = '\u00a0';
const studio = sampleStudio;
const monthly = { ...sampleFullStudent, frequencia: '2x' as const, valorMensalidade: 280, dataVencimento: '10' };
const single = { ...sampleFullStudent, frequencia: 'avulsa' as const, valorMensalidade: 280, valorAulaAvulsa: 60 };

describe('priceText and dueText', () => {
  it.each([
    ['monthly fee', monthly, `R$${nbsp}280,00 por mês`, 'todo dia 10 de cada mês'],
    ['single class uses valorAulaAvulsa', single, `R$${nbsp}60,00 por aula`, 'até a data de cada aula'],
    [
      'no fee or due day yet',
      { ...monthly, valorMensalidade: 0, dataVencimento: '' },
      'R$ __________ por mês',
      'todo dia 5 de cada mês', // the studio's default day, as 'Gerar mensalidades' charges it
    ],
    [
      'no frequency counts as monthly',
      { ...monthly, frequencia: '' as const },
      `R$${nbsp}280,00 por mês`,
      'todo dia 10 de cada mês',
    ],
    [
      'a day some months lack says what happens then (charged on the last day)',
      { ...monthly, dataVencimento: '31' },
      `R$${nbsp}280,00 por mês`,
      'todo dia 31 de cada mês (ou no último dia do mês, quando o mês não tiver esse dia)',
    ],
  ])('%s', (_case, student, price, due) => {
    expect(priceText(student)).toBe(price);
    expect(dueText(student, { defaultDueDay: 5 })).toBe(due);
  });
});

describe('planRows', () => {
  it('shows discipline and frequency by their labels', () => {
    expect(planRows({ ...monthly, disciplina: 'ballet', formaPagamento: 'cartao' }, studio)).toEqual([
      { label: 'Atividade', value: 'Ballet Infantil' },
      { label: 'Frequência', value: '2x por semana' },
      { label: 'Valor', value: `R$${nbsp}280,00 por mês` },
      { label: 'Vencimento', value: 'todo dia 10 de cada mês' },
      { label: 'Forma de pagamento', value: 'Cartão de crédito' },
    ]);
  });

  it('leaves blanks for frequency and payment method not yet chosen', () => {
    const rows = planRows({ ...monthly, frequencia: '', formaPagamento: '' }, studio);
    expect(rows.find((r) => r.label === 'Frequência')?.value).toBe(BLANK);
    expect(rows.find((r) => r.label === 'Forma de pagamento')?.value).toBe(BLANK);
  });
});

describe('contractPreamble', () => {
  const adult = signerOf(monthly, '2025-06-15');
  it('names the studio from the config, without a CNPJ when it has none', () => {
    const text = contractPreamble(studio, adult);
    expect(text).toContain('de um lado Salus, com sede em Rua das Gaivotas, 480');
    expect(text).toContain('telefone (48) 99812-3456');
    expect(text).not.toContain('CNPJ');
  });

  it('gives the CNPJ when the config has one', () => {
    expect(contractPreamble({ ...studio, cnpj: '12.345.678/0001-90' }, adult)).toContain(
      'Salus, inscrita no CNPJ sob o nº 12.345.678/0001-90, com sede',
    );
  });

  it('makes the guardian the contracting party for a minor', () => {
    const minor = signerOf({ ...monthly, dataNascimento: '2015-01-01', responsavel: 'Marta' }, '2025-06-15');
    expect(contractPreamble(studio, minor)).toContain(
      'o(a) responsável legal abaixo qualificado(a), em nome do(a) ALUNO(A) menor',
    );
    expect(contractPreamble(studio, adult)).not.toContain('responsável');
  });
});

describe('contractClauses', () => {
  const texts = contractClauses(monthly, studio).map((c) => c.text);
  const all = texts.join('\n');

  it.each([
    ['50-minute classes', 'Cada aula tem duração de 50 (cinquenta) minutos.'],
    ['at most 6 students per class', 'Cada turma tem no máximo 6 (seis) alunos.'],
    [
      'make-up only with 3 hours notice',
      'só será reposta se a falta for avisada com no mínimo 3 (três) horas de antecedência',
    ],
    ['recess at Christmas and New Year', 'recesso, sem aulas, nas semanas do Natal e do Ano-Novo'],
    [
      'late fee and pro rata interest',
      'multa de 2% (dois por cento) sobre o valor devido, mais juros de 1% (um por cento) ao mês, calculados pro rata die',
    ],
    [
      'price changes with 15 days notice',
      'reajustado mediante aviso ao(à) CONTRATANTE com 15 (quinze) dias de antecedência',
    ],
    [
      'cancellation with 30 days written notice',
      'cancelar este contrato mediante aviso prévio, por escrito, de 30 (trinta) dias',
    ],
    ['venue in the studio city', 'Fica eleito o foro da comarca de Florianópolis/SC'],
    [
      'the student, discipline and frequency',
      'ao(à) ALUNO(A) Beatriz Carvalho aulas de Pilates na frequência de 2x por semana',
    ],
    [
      'the monthly fee, in words too, and due day',
      `a mensalidade de R$${nbsp}280,00 (duzentos e oitenta reais), com vencimento todo dia 10 de cada mês`,
    ],
  ])('%s', (_case, text) => {
    expect(all).toContain(text);
  });

  it('are numbered in order, one title each', () => {
    expect(contractClauses(monthly, studio).map((c) => c.title)).toEqual([
      'Cláusula 1ª — Do objeto',
      'Cláusula 2ª — Das aulas e das turmas',
      'Cláusula 3ª — Da reposição',
      'Cláusula 4ª — Do recesso',
      'Cláusula 5ª — Do preço e do pagamento',
      'Cláusula 6ª — Do atraso',
      'Cláusula 7ª — Do reajuste',
      'Cláusula 8ª — Do cancelamento',
      'Cláusula 9ª — Do foro',
    ]);
  });

  it('prices single classes by the class, paid by the day of the class', () => {
    const text = contractClauses(single, studio)
      .map((c) => c.text)
      .join('\n');
    expect(text).toContain('aulas de Pilates na modalidade de aula avulsa');
    expect(text).toContain(`R$${nbsp}60,00 (sessenta reais) por aula avulsa, pago até a data de cada aula`);
    expect(text).not.toContain('280,00');
  });

  it('takes the venue from the studio config', () => {
    const all = contractClauses(monthly, { ...studio, city: 'Curitiba', state: 'PR' })
      .map((c) => c.text)
      .join();
    expect(all).toContain('foro da comarca de Curitiba/PR');
  });
});

it('titles the document with the student name', () => {
  expect(contractDocumentTitle(monthly)).toBe('Contrato de Prestação de Serviços — Beatriz Carvalho');
});
