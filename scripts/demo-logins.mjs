// The demo accounts the seed creates (scripts/seed.ts) and `npm start` prints. Emulator only.
export const demoPassword = 'salus123';

export const demoLogins = [
  {
    key: 'admin',
    email: 'admin@salus.test',
    password: demoPassword,
    nome: 'Helena Duarte',
    role: 'admin',
    active: true,
    description: 'Admin (acesso total)',
  },
  {
    key: 'instrutor',
    email: 'instrutor@salus.test',
    password: demoPassword,
    nome: 'Camila Rocha',
    role: 'instrutor',
    active: true,
    description: 'Instrutor ativo',
  },
  {
    key: 'pendente',
    email: 'pendente@salus.test',
    password: demoPassword,
    nome: 'Lucas Pereira',
    role: 'instrutor',
    active: 'pending',
    description: 'Cadastro próprio aguardando aprovação',
  },
  {
    key: 'inativo',
    email: 'inativo@salus.test',
    password: demoPassword,
    nome: 'Sérgio Matos',
    role: 'instrutor',
    active: false,
    description: 'Usuário revogado (inativo)',
  },
];
