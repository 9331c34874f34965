import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, fieldOfError, messageForError } from './auth-errors';

describe('errorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'Este email já está cadastrado.'],
    ['auth/invalid-credential', 'Email ou senha incorretos.'],
    ['auth/wrong-password', 'Email ou senha incorretos.'],
    ['auth/user-not-found', 'Email ou senha incorretos.'],
    ['auth/user-disabled', 'Esta conta foi desativada. Fale com a administração do estúdio.'],
    ['auth/too-many-requests', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
    ['auth/network-request-failed', 'Sem conexão com a internet. Verifique sua rede e tente novamente.'],
    ['auth/weak-password', 'A senha deve ter pelo menos 6 caracteres.'],
    ['auth/invalid-email', 'Email inválido.'],
    ['permission-denied', 'Você não tem permissão para esta operação.'],
    ['firestore/permission-denied', 'Você não tem permissão para esta operação.'],
    ['unavailable', 'Sem conexão com o servidor. Verifique sua rede e tente novamente.'],
    [
      'salus/roll-call-taken',
      'A chamada desta aula já foi feita: ela aconteceu no dia e horário de origem e não pode ser remarcada.',
    ],
    [
      'salus/link-offline',
      'Sem conexão com o servidor: esta mudança da conta de acesso precisa dele. Salve sem mudá-la, ou tente de novo quando estiver online.',
    ],
    [
      'salus/login-taken',
      'Esta conta de acesso acabou de ser vinculada a outro instrutor: escolha outra, ou libere-a antes na ficha dele.',
    ],
  ])('%s → %s', (code, message) => {
    expect(errorMessage(code, 'fallback')).toBe(message);
  });

  it.each([['auth/something-new'], [''], [null], [undefined], ['toString']])('%s → fallback', (code) => {
    expect(errorMessage(code, 'Falha ao criar usuário.')).toBe('Falha ao criar usuário.');
  });
});

describe('errorCode', () => {
  it.each([
    [{ code: 'auth/user-disabled' }, 'auth/user-disabled'],
    [Object.assign(new Error('x'), { code: 'unavailable' }), 'unavailable'],
    [{ code: 42 }, undefined],
    [new Error('plain'), undefined],
    ['auth/user-disabled', undefined],
    [null, undefined],
  ])('%o → %s', (error, code) => {
    expect(errorCode(error)).toBe(code);
  });

  it('messageForError combines both', () => {
    expect(messageForError({ code: 'permission-denied' }, 'x')).toBe('Você não tem permissão para esta operação.');
    expect(messageForError(new Error('boom'), 'Erro ao salvar pagamento. Tente novamente.')).toBe(
      'Erro ao salvar pagamento. Tente novamente.',
    );
  });
});

describe('fieldOfError', () => {
  it.each([
    [{ code: 'auth/email-already-in-use' }, 'email'],
    [{ code: 'firebase/auth/invalid-email' }, 'email'],
    [{ code: 'auth/network-request-failed' }, null],
    [new Error('x'), null],
  ])('%o is about %s', (error, field) => {
    expect(fieldOfError(error)).toBe(field);
  });
});
