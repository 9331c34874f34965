import { AdminKeptError, UnfinishedUserError } from '../../data/admin-users';
import { errorCode } from '../../domain/auth-errors';
import { failureMessage } from '../ui/failure-message';

// The spec has no messages for users (SPEC 8); these follow the students' ones.
export const userCreated = 'Usuário cadastrado com sucesso! Enviamos um email para a pessoa definir a senha.';
export const userCreateFailed = 'Erro ao cadastrar usuário. Tente novamente.';
export const userUpdated = 'Usuário atualizado com sucesso!';
export const userNotChanged = 'Nenhuma alteração a salvar: o usuário continua como estava.';
export const userUpdateFailed = 'Erro ao atualizar usuário. Tente novamente.';

/** Why a creation failed; an interrupted one says that a retry with the same e-mail finishes it. */
export function userCreateFailure(error: unknown): string {
  if (error instanceof AdminKeptError)
    return "O usuário já foi cadastrado como Admin, e um admin não volta a ser instrutor. Escolha Admin e clique de novo em 'Cadastrar Usuário' para concluir.";
  if (error instanceof UnfinishedUserError) {
    const what =
      error.step === 'profile'
        ? 'A conta foi criada, mas o cadastro do usuário não foi gravado.'
        : 'O usuário foi cadastrado, mas o email para definir a senha não foi enviado.';
    return failureMessage(
      `${what} Clique de novo em 'Cadastrar Usuário' com o mesmo email, nesta aba e sem recarregar a página, para concluir.`,
      error,
    );
  }
  // Trying again cannot work: the person most likely signed up already, and is in the list.
  if (errorCode(error) === 'auth/email-already-in-use')
    return "Erro ao cadastrar usuário. Este email já está cadastrado: se a pessoa está na lista, use 'Ativar' na linha dela; se não, peça que ela entre pela tela de login com 'Esqueci minha senha'.";
  return failureMessage(userCreateFailed, error);
}
