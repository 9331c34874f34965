// Realistic Brazilian people and addresses in Florianópolis/SC (where the studio is) for the demo data.
import { generateCpf } from '../src/domain/cpf.ts';
import { maskCep, maskCpf, maskPhone } from '../src/domain/masks.ts';
import type { User } from '../src/domain/user.ts';
import type { Random } from './seed-random.ts';

export const femaleNames = [
  'Ana',
  'Beatriz',
  'Carla',
  'Daniela',
  'Eduarda',
  'Fernanda',
  'Gabriela',
  'Isabela',
  'Júlia',
  'Larissa',
  'Luana',
  'Mariana',
  'Natália',
  'Paula',
  'Rafaela',
  'Sabrina',
  'Tatiane',
  'Vanessa',
  'Yasmin',
  'Letícia',
  'Cláudia',
  'Márcia',
  'Sônia',
  'Alice',
  'Helena',
  'Valentina',
  'Laura',
  'Manuela',
  'Cecília',
  'Lívia',
] as const;
export const maleNames = [
  'André',
  'Bruno',
  'Caio',
  'Diego',
  'Felipe',
  'Gustavo',
  'Henrique',
  'Igor',
  'João',
  'Leonardo',
  'Marcelo',
  'Nicolas',
  'Otávio',
  'Pedro',
  'Rodrigo',
  'Thiago',
  'Vinícius',
  'Wagner',
  'Arthur',
  'Davi',
  'Heitor',
  'Miguel',
  'Bernardo',
  'Gael',
  'Theo',
  'Antônio',
  'Paulo',
  'Roberto',
  'Sérgio',
  'Luiz',
] as const;
export const surnames = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Teixeira',
  'Azevedo',
  'Cunha',
  'Pinto',
  'Moura',
  'Cavalcanti',
  'Monteiro',
  'Batista',
  'Campos',
] as const;

// For the busy studio (seed-bench): compound first names, more accented surnames and the particles
// of long Brazilian names ('Maria Eduarda dos Santos Magalhães'), which lists and searches must bear.
export const compoundFemaleNames = [
  'Maria Eduarda',
  'Ana Luísa',
  'Maria Clara',
  'Ana Beatriz',
  'Maria Cecília',
  'Luíza Helena',
  'Ana Júlia',
  'Maria Antônia',
] as const;
export const compoundMaleNames = [
  'João Pedro',
  'Pedro Henrique',
  'João Vítor',
  'Luiz Fernando',
  'Carlos Eduardo',
  'José Antônio',
  'Marco Aurélio',
  'Luís Otávio',
] as const;
export const accentedSurnames = [
  'Conceição',
  'Magalhães',
  'Guimarães',
  'Brandão',
  'Simões',
  'Gonçalves',
  'Araújo',
  'Patrício',
  'Damásio',
  'Falcão',
  'Estêvão',
  'Assunção',
] as const;
const particles = ['de', 'da', 'dos', 'do'] as const;

/** Streets of Florianópolis, near the studio, with their neighbourhood and the first five CEP digits. */
const streets = [
  { logradouro: 'Avenida Pequeno Príncipe', bairro: 'Campeche', cep: '88063' },
  { logradouro: 'Rua da Capela', bairro: 'Campeche', cep: '88063' },
  { logradouro: 'Avenida Campeche', bairro: 'Campeche', cep: '88063' },
  { logradouro: 'Rua Pau de Canela', bairro: 'Campeche', cep: '88063' },
  { logradouro: 'Rodovia Francisco Magno Vieira', bairro: 'Rio Tavares', cep: '88048' },
  { logradouro: 'Rua Laurindo Januário da Silveira', bairro: 'Lagoa da Conceição', cep: '88062' },
  { logradouro: 'Avenida das Rendeiras', bairro: 'Lagoa da Conceição', cep: '88062' },
  { logradouro: 'Rodovia Baldicero Filomeno', bairro: 'Ribeirão da Ilha', cep: '88064' },
  { logradouro: 'Rua Lauro Linhares', bairro: 'Trindade', cep: '88036' },
  { logradouro: 'Rua Felipe Schmidt', bairro: 'Centro', cep: '88010' },
  { logradouro: 'Avenida Beira-Mar Norte', bairro: 'Agronômica', cep: '88025' },
  { logradouro: 'Rua Deputado Antônio Edu Vieira', bairro: 'Pantanal', cep: '88040' },
  { logradouro: 'Avenida Jorge Lacerda', bairro: 'Costeira do Pirajubaé', cep: '88047' },
  { logradouro: 'Rodovia Jornalista Manoel de Menezes', bairro: 'Barra da Lagoa', cep: '88061' },
  { logradouro: 'Rua Manoel Pizzolatti', bairro: 'Morro das Pedras', cep: '88066' },
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

/**
 * A long name: a compound first name and two to four surnames, some with a particle, e.g.
 * 'Maria Eduarda Guimarães dos Santos Magalhães' (at most 120 characters, the stored limit).
 */
export function longName(random: Random, gender: Gender, surname?: string): string {
  const first = random.pick(gender === 'f' ? compoundFemaleNames : compoundMaleNames);
  const pool = [...surnames, ...accentedSurnames];
  const middle = Array.from({ length: random.int(1, 3) }, () =>
    random.chance(0.35) ? `${random.pick(particles)} ${random.pick(pool)}` : random.pick(pool),
  );
  return [first, ...middle, surname ?? random.pick(pool)].join(' ');
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

/** A mobile in Florianópolis (DDD 48), masked; sometimes a landline. */
export function phone(random: Random, landline = false): string {
  const digits = landline
    ? `4832${random.int(10, 99)}${random.int(1000, 9999)}`
    : `489${random.int(8, 9)}${random.int(100, 999)}${random.int(1000, 9999)}`;
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
    cidade: 'Florianópolis',
    estado: 'SC',
  };
}

/** The users/{uid} profile of a seeded login. */
export function staffProfile(
  random: Random,
  login: Pick<User, 'nome' | 'email' | 'role' | 'active'>,
  createdAt: number,
): User {
  const { nome, email, role, active } = login;
  // Sign-ups waiting for approval have not followed their verification link yet; everyone else has.
  const emailVerified = active !== 'pending';
  return { nome, cpf: cpf(random), telefone: phone(random), email, role, active, createdAt, emailVerified };
}
