import type { Page, Route } from '@playwright/test';

export interface ViaCepAnswer {
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean;
}

/**
 * Answers the postal-code lookup in the page (there is no internet here): `answers` by 8-digit CEP,
 * `{ erro: true }` for any other. `hold` keeps a CEP's answer until the returned release is called.
 */
export async function stubCepLookup(page: Page, answers: Record<string, ViaCepAnswer>, hold: string[] = []) {
  const held = new Map<string, () => void>();
  const waits = new Map(hold.map((cep) => [cep, new Promise<void>((resolve) => held.set(cep, resolve))] as const));
  const requested: string[] = [];
  await page.route('https://viacep.com.br/ws/*/json/', async (route: Route) => {
    const cep = new URL(route.request().url()).pathname.split('/')[2] ?? '';
    requested.push(cep);
    await waits.get(cep);
    await route.fulfill({ json: answers[cep] ?? { erro: true } }).catch(() => undefined); // aborted meanwhile
  });
  return { requested, release: (cep: string) => held.get(cep)?.() };
}
