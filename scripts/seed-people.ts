// Realistic Brazilian people and addresses in Cabo Frio/RJ for the demo data.
import { generateCpf } from '../src/domain/cpf.ts';
import { maskCep, maskCpf, maskPhone } from '../src/domain/masks.ts';
import type { Random } from './seed-random.ts';

export const femaleNames = [
  'Ana', 'Beatriz', 'Carla', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela', 'Isabela', 'Júlia', 'Larissa',
  'Luana', 'Mariana', 'Natália', 'Paula', 'Rafaela', 'Sabrina', 'Tatiane', 'Vanessa', 'Yasmin', 'Letícia',
  'Cláudia', 'Márcia', 'Sônia', 'Alice', 'Helena', 'Valentina', 'Laura', 'Manuela', 'Cecília', 'Lívia',
] as const;
export const maleNames = [
  'André', 'Bruno', 'Caio', 'Diego', 'Felipe', 'Gustavo', 'Henrique', 'Igor', 'João', 'Leonardo',
  'Marcelo', 'Nicolas', 'Otávio', 'Pedro', 'Rodrigo', 'Thiago', 'Vinícius', 'Wagner', 'Arthur', 'Davi',
  'Heitor', 'Miguel', 'Bernardo', 'Gael', 'Theo', 'Antônio', 'Paulo', 'Roberto', 'Sérgio', 'Luiz',
] as const;
export const surnames = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Teixeira', 'Azevedo', 'Cunha', 'Pinto', 'Moura', 'Cavalcanti', 'Monteiro', 'Batista', 'Campos',
] as const;

/** Streets of Cabo Frio with their neighbourhood and the first five CEP digits. */
const streets = [
  { logradouro: 'Avenida Teixeira e Souza', bairro: 'Centro', cep: '28907' },
  { logradouro: 'Rua José Bonifácio', bairro: 'Centro', cep: '28907' },
  { logradouro: 'Avenida Assunção', bairro: 'Centro', cep: '28906' },
  { logradouro: 'Rua Major Belegard', bairro: 'Passagem', cep: '28906' },
  { logradouro: 'Avenida dos Pescadores', bairro: 'Passagem', cep: '28906' },
  { logradouro: 'Avenida Júlia Kubitschek', bairro: 'Jardim Flamboyant', cep: '28909' },
  { logradouro: 'Rua Jorge Lóssio', bairro: 'Braga', cep: '28908' },
  { logradouro: 'Avenida Nilo Peçanha', bairro: 'Braga', cep: '28908' },
  { logradouro: 'Rua Érico Coelho', bairro: 'Vila Nova', cep: '28905' },
  { logradouro: 'Avenida América Central', bairro: 'Palmeiras', cep: '28911' },
  { logradouro: 'Rua Francisco Mendes', bairro: 'Portinho', cep: '28915' },
  { logradouro: 'Avenida Wilson Mendes', bairro: 'Algodoal', cep: '28910' },
  { logradouro: 'Rua dos Lírios', bairro: 'Jardim Excelsior', cep: '28913' },
  { logradouro: 'Estrada do Peró', bairro: 'Peró', cep: '28922' },
  { logradouro: 'Rua Hilton Massa', bairro: 'Ogiva', cep: '28908' },
] as const;

const complements = ['', '', '', 'apto 101', 'apto 202', 'casa 2', 'bloco B, apto 304', 'fundos', 'loja 1'] as const;
const mailDomains = ['gmail.com', 'hotmail.com', 'yahoo.com.br', 'outlook.com', 'uol.com.br'] as const;

export type Gender = 'f' | 'm';

export function firstName(random: Random, gender: Gender): string {
  return random.pick(gender === 'f' ? femaleNames : maleNames);
}

/** A full name with one or two surnames, e.g. 'Mariana Costa Ribeiro'. */
export function fullName(random: Random, gender: Gender, surname: string = random.pick(surnames)): string {
  const middle = random.chance(0.5) ? ` ${random.pick(surnames)}` : '';
  return `${firstName(random, gender)}${middle} ${surname}`;
}

export function lastNameOf(nome: string): string {
  return nome.split(' ').at(-1) ?? nome;
}

/** 'Mariana Costa Ribeiro' → 'mariana.ribeiro@gmail.com' (accents removed). */
export function emailFor(random: Random, nome: string): string {
  const parts = nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ');
  const local = `${parts[0] ?? 'aluno'}.${parts.at(-1) ?? ''}${random.chance(0.3) ? random.int(1, 99) : ''}`;
  return `${local}@${random.pick(mailDomains)}`;
}

/** A mobile in the Região dos Lagos (DDD 22), masked; sometimes a landline. */
export function phone(random: Random, landline = false): string {
  const digits = landline
    ? `2226${random.int(10, 99)}${random.int(1000, 9999)}`
    : `229${random.int(8, 9)}${random.int(100, 999)}${random.int(1000, 9999)}`;
  return maskPhone(digits);
}

export function cpf(random: Random): string {
  return maskCpf(generateCpf(() => random.next()));
}

export interface Address {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
}

export function address(random: Random): Address {
  const street = random.pick(streets);
  return {
    cep: maskCep(`${street.cep}${random.int(0, 999).toString().padStart(3, '0')}`),
    logradouro: street.logradouro,
    numero: String(random.int(1, 1800)),
    complemento: random.pick(complements),
    bairro: street.bairro,
    cidade: 'Cabo Frio',
    estado: 'RJ',
  };
}
