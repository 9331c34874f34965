// The page's copy (pt-BR). Studio facts (address, phones, hours) live in studio.ts.

export type TherapyIconName =
  | 'acupuntura'
  | 'auriculoterapia'
  | 'massagem'
  | 'quiropraxia'
  | 'radiestesia'
  | 'reiki'
  | 'cone'
  | 'yoga'
  | 'ballet'
  | 'jiu-jitsu';

export type Offering = { icon: TherapyIconName; title: string; description: string; badge?: string };

export const hero = {
  eyebrow: 'Pilates · Terapias integrativas · Aulas Infantis',
  title: 'Movimento e cuidado a poucos passos do mar',
  lead:
    'Aulas de Pilates em turmas pequenas, terapias que acalmam o corpo e a mente e atividades para ' +
    'crianças — com profissionais que acompanham você de perto.',
  highlights: ['Turmas de até 6 alunos', 'Aulas de 50 minutos', 'Aula experimental'],
} as const;

export const pilates = {
  eyebrow: 'Método Pilates',
  title: 'Pilates para o seu corpo, no seu ritmo',
  paragraphs: [
    'O Pilates fortalece a musculatura profunda, melhora a postura e a flexibilidade e devolve a ' +
      'consciência de cada movimento. Trabalhamos com aparelhos — Reformer, Cadillac, Chair e Barrel — ' +
      'e exercícios de solo, sempre adaptados ao seu momento.',
    'Seja para sair do sedentarismo, cuidar de uma dor nas costas, se recuperar de uma lesão ou ' +
      'complementar outro esporte, montamos as aulas a partir de uma avaliação inicial e ajustamos o ' +
      'plano conforme você evolui.',
  ],
  benefits: [
    'Postura e consciência corporal',
    'Força e estabilidade do centro do corpo',
    'Alívio de dores nas costas e nas articulações',
    'Flexibilidade, equilíbrio e respiração',
  ],
  howItWorks: {
    title: 'Como funcionam as aulas',
    items: [
      ['50 minutos', 'de aula, com acompanhamento do instrutor do início ao fim'],
      ['Até 6 alunos', 'por turma, para cada um receber atenção'],
      ['1x a 5x por semana', 'ou aula avulsa, no horário que cabe na sua rotina'],
      ['Aula experimental', 'para você conhecer o método e o estúdio'],
    ],
  },
} as const;

export const therapies = {
  eyebrow: 'Terapias integrativas',
  title: 'Cuidados que complementam o movimento',
  lead:
    'Práticas complementares para aliviar tensões, reduzir o estresse e reencontrar o equilíbrio. ' +
    'Cada sessão começa com uma conversa para entender o que você precisa.',
  items: [
    {
      icon: 'acupuntura',
      title: 'Acupuntura',
      description:
        'Técnica da medicina tradicional chinesa que estimula pontos específicos do corpo com agulhas ' +
        'finíssimas e descartáveis. Auxilia no alívio de dores, da ansiedade e da insônia.',
    },
    {
      icon: 'auriculoterapia',
      title: 'Auriculoterapia',
      description:
        'Estímulo de pontos da orelha com sementes, cristais ou agulhas. Sessões rápidas que ajudam a ' +
        'controlar o estresse, a ansiedade e as dores, e combinam bem com outras terapias.',
    },
    {
      icon: 'massagem',
      title: 'Massagem',
      description:
        'Massagens relaxantes e terapêuticas que soltam a musculatura, ativam a circulação e devolvem ' +
        'a leveza ao corpo depois de uma semana intensa.',
    },
    {
      icon: 'quiropraxia',
      title: 'Quiropraxia Seitai e New Seitai',
      description:
        'Técnicas japonesas de ajuste suave da coluna e das articulações, que buscam realinhar o corpo, ' +
        'aliviar dores e melhorar a mobilidade sem movimentos bruscos.',
    },
    {
      icon: 'radiestesia',
      title: 'Radiestesia Terapêutica',
      description:
        'Com o pêndulo e outros instrumentos, avalia e harmoniza o campo energético da pessoa e do ' +
        'ambiente, como apoio ao equilíbrio emocional e ao bem-estar.',
    },
    {
      icon: 'reiki',
      title: 'Reiki',
      description:
        'Terapia energética de origem japonesa aplicada pela imposição das mãos. Promove um relaxamento ' +
        'profundo, reduz o estresse e traz uma sensação de calma e acolhimento.',
    },
    {
      icon: 'cone',
      title: 'Cone Hindu / Chines',
      description:
        'Terapia relaxante que aplica no ouvido o calor suave de cones de tecido e cera natural, com ' +
        'sensação de leveza, alívio da pressão na cabeça e bem-estar.',
    },
    {
      icon: 'yoga',
      title: 'Yoga',
      description:
        'Posturas, respiração e meditação para ganhar força, flexibilidade e foco. Turmas para todos os ' +
        'níveis, inclusive para quem nunca praticou.',
    },
  ] satisfies Offering[],
} as const;

export const kids = {
  eyebrow: 'Aulas Infantis',
  title: 'Movimento, disciplina e diversão para os pequenos',
  lead:
    'Aulas que desenvolvem coordenação, concentração e autoconfiança, em um ambiente acolhedor e ' +
    'seguro, com turmas organizadas por idade.',
  items: [
    {
      icon: 'ballet',
      title: 'Ballet Infantil',
      description:
        'Aulas lúdicas que trabalham postura, musicalidade, coordenação e expressão corporal, ' +
        'respeitando o ritmo de cada criança.',
    },
    {
      icon: 'jiu-jitsu',
      title: 'Jiu-Jitsu',
      badge: 'Crianças de até 10 anos',
      description:
        'Ensina respeito, foco e autocontrole com técnicas de defesa pessoal adaptadas à idade, ' +
        'brincadeiras e muito movimento.',
    },
  ] satisfies Offering[],
} as const;

export const about = {
  eyebrow: 'Sobre Nós',
  title: 'Um espaço para cuidar de você por inteiro',
  paragraphs: [
    'A Salus nasceu do desejo de reunir, em um só lugar, movimento e cuidado. Salus é a palavra ' +
      'latina para saúde e bem-estar, e é isso que buscamos oferecer a cada aluno e paciente.',
    'Nossa equipe de fisioterapeutas, profissionais de educação física e terapeutas trabalha em ' +
      'conjunto para montar um plano que respeite a sua história, os seus limites e os seus objetivos.',
  ],
  values: [
    ['Atendimento próximo', 'Turmas pequenas e acompanhamento individual.'],
    ['Equipe qualificada', 'Profissionais formados e em constante atualização.'],
    ['Ambiente acolhedor', 'Um estúdio tranquilo, claro e perto da praia.'],
  ],
} as const;

export const contact = {
  eyebrow: 'Contato',
  title: 'Venha nos visitar',
  lead: 'Agende sua aula experimental ou tire suas dúvidas. Respondemos rapidinho pelo WhatsApp.',
} as const;

export const promo = {
  label: 'Promoção',
  title: 'Matricule-se no Pilates e ganhe uma sessão de terapia',
  text: 'Escolha acupuntura ou massagem: a sessão é por nossa conta.',
  cta: 'Quero aproveitar',
} as const;
