// Size limits of stored documents. firestore.rules enforces the same numbers; keep them in step
// (tests/rules/shape-parity.test.ts feeds both the same documents).
export const limits = {
  nome: 120,
  email: 254,
  shortText: 120, // logradouro, complemento, bairro, cidade, responsavel, numero
  documento: 20, // a CPF ('000.000.000-00') or an RG
  cpf: 14, // '000.000.000-00'
  phone: 15, // '(00) 00000-0000'
  cep: 9, // '00000-000'
  estado: 2,
  notes: 1000,
  id: 128, // document ids referenced from other documents
  studentIds: 50, // students per schedule
  money: 1_000_000, // reais; stops typos and abuse, far above any real fee or payment
  recordText: 2000, // a prontuário's texts: queixa, medicamentos, restrições, objetivos, a session note
  conditionNote: 200, // the note beside one condition of the health checklist
  careTeam: 20, // instrutores on one student's care team
} as const;
