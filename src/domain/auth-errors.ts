// Firebase Auth and Firestore error codes (and the app's own, 'salus/…') in clear Portuguese (DESIGN.md "Errors").
// The spec's own messages (e.g. 'Falha no login. Verifique suas credenciais.') are the fallbacks
// the screens pass in; these add what the user can do about the cause.

const messages: Record<string, string> = {
  'auth/email-already-in-use': 'Este email já está cadastrado.',
  'auth/invalid-credential': 'Email ou senha incorretos.',
  'auth/invalid-login-credentials': 'Email ou senha incorretos.',
  'auth/wrong-password': 'Email ou senha incorretos.',
  'auth/user-not-found': 'Email ou senha incorretos.',
  'auth/user-disabled': 'Esta conta foi desativada. Fale com a administração do estúdio.',
  'auth/too-many-requests': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  'auth/network-request-failed': 'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  'auth/weak-password': 'A senha deve ter pelo menos 6 caracteres.',
  'auth/password-does-not-meet-requirements': 'A senha não atende aos requisitos de segurança.',
  'auth/invalid-email': 'Email inválido.',
  'auth/missing-email': 'Informe o email.',
  'auth/missing-password': 'Informe a senha.',
  'auth/requires-recent-login': 'Por segurança, entre novamente e repita a operação.',
  'auth/operation-not-allowed': 'Este tipo de acesso não está habilitado.',
  'auth/timeout': 'O servidor demorou para responder. Tente novamente.',
  'permission-denied': 'Você não tem permissão para esta operação.',
  unavailable: 'Sem conexão com o servidor. Verifique sua rede e tente novamente.',
  'deadline-exceeded': 'O servidor demorou para responder. Tente novamente.',
  unauthenticated: 'Sua sessão expirou. Entre novamente.',
  'not-found': 'Registro não encontrado.',
  'resource-exhausted': 'Limite de uso atingido. Tente novamente mais tarde.',
  // The app's own (class-days.ts, instructor-link.ts, attendance.ts, closure.ts, student-places.ts).
  'salus/no-active-students':
    'Todos os alunos deste horário estão inativos: restaure um deles em Alunos / Pacientes ou crie um novo horário.',
  'salus/roll-call-taken':
    'A chamada desta aula já foi feita: ela aconteceu no dia e horário de origem e não pode ser remarcada.',
  'salus/closure-offline':
    'Sem conexão com o servidor: fechar ou reabrir o estúdio precisa dele para acertar os créditos e as reposições desses dias. Tente de novo quando estiver online.',
  'salus/inactivation-offline':
    'Sem conexão com o servidor: inativar precisa dele para achar as turmas e as reposições agendadas do aluno. Tente de novo quando estiver online.',
  'salus/link-offline':
    'Sem conexão com o servidor: esta mudança da conta de acesso precisa dele. Salve sem mudá-la, ou tente de novo quando estiver online.',
  'salus/login-taken':
    'Esta conta de acesso acabou de ser vinculada a outro instrutor: escolha outra, ou libere-a antes na ficha dele.',
};

/** The Portuguese message for an error code, or `fallback` when the code is unknown or missing. */
export function errorMessage(code: string | null | undefined, fallback: string): string {
  if (!code) return fallback;
  // Firestore codes sometimes arrive prefixed ('firestore/permission-denied').
  const key = code.startsWith('firestore/') ? code.slice('firestore/'.length) : code;
  return Object.hasOwn(messages, key) ? (messages[key] ?? fallback) : fallback;
}

/** The `code` of a thrown FirebaseError-like value, if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** errorMessage(errorCode(error), fallback). */
export function messageForError(error: unknown, fallback: string): string {
  return errorMessage(errorCode(error), fallback);
}

/** The form field a failure is about, when it is one ('email' for an e-mail already in use): said beside it too. */
export function fieldOfError(error: unknown): 'email' | null {
  const code = errorCode(error)?.replace(/^firebase\//, '');
  return code === 'auth/email-already-in-use' || code === 'auth/invalid-email' ? 'email' : null;
}
