import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageUseTerm } from './image-use-term';
import { adult, hostileName, minor, signerOver, today } from './print-test-helpers';
import { printStudio } from './print-studio';

describe('ImageUseTerm', () => {
  it.each([
    [true, 'AUTORIZO', 'NÃO AUTORIZO'],
    [false, 'NÃO AUTORIZO', 'AUTORIZO'],
  ])('optinInstagram %s ticks only %s', (optinInstagram, ticked, unticked) => {
    render(<ImageUseTerm student={{ ...adult, optinInstagram }} today={today} studio={printStudio} />);
    expect(screen.getByRole('checkbox', { name: ticked })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: unticked })).not.toBeChecked();
  });

  it('an adult authorises her own image and signs', () => {
    render(<ImageUseTerm student={adult} today={today} studio={printStudio} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Termo de Autorização de Uso de Imagem' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Eu, Beatriz Carvalho, CPF/RG 529.982.247-25, nascido(a) em 12/04/1990, declaro que:'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^o uso da minha imagem .* no Instagram do estúdio \(@salus\.floripa\)/),
    ).toBeInTheDocument();
    expect(signerOver('Aluno(a)')).toBe('Beatriz Carvalho');
    expect(screen.getByText('Florianópolis, ____ de __________ de ______.')).toBeInTheDocument();
  });

  it('for a minor the guardian declares for the student and signs', () => {
    render(<ImageUseTerm student={minor} today={today} studio={printStudio} />);
    expect(
      screen.getByText(/^Eu, Marta Souza, .* responsável legal pelo\(a\) aluno\(a\) menor de idade Lia Souza/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^o uso da imagem do\(a\) aluno\(a\) acima identificado\(a\)/)).toBeInTheDocument();
    expect(signerOver('Responsável legal')).toBe('Marta Souza');
    expect(screen.queryByText('Aluno(a)')).not.toBeInTheDocument();
  });

  it('with no birth date, the guardian on file declares for the student, who is called a minor nowhere', () => {
    render(<ImageUseTerm student={{ ...minor, dataNascimento: '' }} today={today} studio={printStudio} />);
    expect(
      screen.getByText(/^Eu, Marta Souza, .* responsável legal pelo\(a\) aluno\(a\) Lia Souza/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/menor de idade/)).not.toBeInTheDocument();
  });

  it('prints a hostile name as literal text, creating no element from it', () => {
    const { container } = render(
      <ImageUseTerm student={{ ...adult, nome: hostileName }} today={today} studio={printStudio} />,
    );
    expect(
      screen.getByText(`Eu, ${hostileName}, CPF/RG 529.982.247-25, nascido(a) em 12/04/1990, declaro que:`),
    ).toBeInTheDocument();
    expect(signerOver('Aluno(a)')).toBe(hostileName);
    expect(container.querySelector('img')).toBeNull();
  });
});
