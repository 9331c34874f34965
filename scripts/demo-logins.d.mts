export interface DemoLogin {
  key: 'admin' | 'instrutor' | 'pendente' | 'inativo';
  email: string;
  password: string;
  nome: string;
  role: 'admin' | 'instrutor';
  active: true | false | 'pending';
  /** What the account is, in Portuguese, for the start banner. */
  description: string;
}
export declare const demoPassword: string;
export declare const demoLogins: readonly DemoLogin[];
