import { describe, expect, it } from 'vitest';
import {
  imageTermConditions,
  imageTermDocumentTitle,
  imageTermIntro,
  imageTermScope,
  imageUseChoices,
} from './image-use-term';
import { BLANK, signerOf } from './student-documents';
import { sampleFullStudent, sampleStudio } from './test-helpers';

const today = '2025-06-15';
const studio = sampleStudio;
const adult = sampleFullStudent;
const minor = {
  ...sampleFullStudent,
  nome: 'Lia Souza',
  documento: '',
  dataNascimento: '2015-03-02',
  responsavel: 'Marta Souza',
  telefoneResponsavel: '(48) 99111-2222',
};

describe('imageUseChoices', () => {
  it.each([
    [true, 'AUTORIZO'],
    [false, 'NÃO AUTORIZO'],
  ])('optinInstagram %s marks only %s', (optinInstagram, chosen) => {
    const choices = imageUseChoices({ ...adult, optinInstagram });
    expect(choices.map((c) => c.label)).toEqual(['AUTORIZO', 'NÃO AUTORIZO']);
    expect(choices.filter((c) => c.chosen).map((c) => c.label)).toEqual([chosen]);
  });
});

describe('imageTermIntro', () => {
  it('an adult declares for herself', () => {
    expect(imageTermIntro(adult, signerOf(adult, today))).toBe(
      'Eu, Beatriz Carvalho, CPF/RG 529.982.247-25, nascido(a) em 12/04/1990, declaro que:',
    );
  });

  it('for a minor the guardian declares, naming the student', () => {
    expect(imageTermIntro(minor, signerOf(minor, today))).toBe(
      `Eu, Marta Souza, CPF/RG ${BLANK}, telefone (48) 99111-2222, responsável legal pelo(a) aluno(a) menor de ` +
        `idade Lia Souza, CPF/RG ${BLANK}, nascido(a) em 02/03/2015, declaro que:`,
    );
  });
});

describe('imageTermScope and imageTermConditions', () => {
  it('say whose image and where it may appear', () => {
    expect(imageTermScope(studio, signerOf(adult, today))).toBe(
      'o uso da minha imagem em fotos e vídeos feitos durante as aulas e os eventos do estúdio Salus, para ' +
        'divulgação no Instagram do estúdio (@salus.floripa).',
    );
    expect(imageTermScope(studio, signerOf(minor, today))).toMatch(/^o uso da imagem do\(a\) aluno\(a\) acima/);
  });

  it('speak of the student, not of the signer, for a minor', () => {
    expect(imageTermConditions(signerOf(minor, today))[1]).toContain('privacidade do(a) aluno(a)');
    expect(imageTermConditions(signerOf(adult, today))[1]).toContain('a minha honra, dignidade ou privacidade');
  });
});

it('titles the document with the student name', () => {
  expect(imageTermDocumentTitle(adult)).toBe('Termo de Autorização de Uso de Imagem — Beatriz Carvalho');
});
