import { afterEach, describe, expect, it, vi } from 'vitest';
import { CEP_LOOKUP_TIMEOUT_MS, cepLookupUrl, lookupCep } from './cep-lookup';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const viaCep = {
  cep: '88010-400',
  logradouro: 'Rua Felipe Schmidt',
  complemento: 'até 600/601',
  bairro: 'Centro',
  localidade: 'Florianópolis',
  uf: 'SC',
};

/** A fetch that answers only when its signal aborts (then rejects, as the real one does). */
const hangingFetch = vi.fn(
  (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
);

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('lookupCep', () => {
  it('asks the service for the 8 digits and maps its fields', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => json(viaCep));
    await expect(lookupCep('88010-400', { fetch, baseUrl: 'http://127.0.0.1:1/ws/' })).resolves.toEqual({
      logradouro: 'Rua Felipe Schmidt',
      bairro: 'Centro',
      cidade: 'Florianópolis',
      estado: 'SC',
    });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:1/ws/88010400/json/');
  });

  it.each([
    ['erro: true', () => json({ erro: true })],
    ['erro: "true"', () => json({ erro: 'true' })],
    ['HTTP 400', () => json({}, 400)],
    ['HTTP 500', () => new Response('oops', { status: 500 })],
    ['not JSON', () => new Response('<html>', { status: 200 })],
    ['wrong types', () => json({ logradouro: 1, uf: ['SC'] })],
    ['an empty answer', () => json({ logradouro: '', bairro: '', localidade: '', uf: '' })],
  ])('resolves to null on %s', async (_case, answer) => {
    await expect(lookupCep('88010400', { fetch: vi.fn(async () => answer()) })).resolves.toBeNull();
  });

  it('resolves to null when the network fails', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lookupCep('88010400', { fetch })).resolves.toBeNull();
  });

  it.each(['', '8801040', '880104001', 'abc'])('does not call the service for %j', async (cep) => {
    const fetch = vi.fn(async () => json(viaCep));
    await expect(lookupCep(cep, { fetch })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers();
    const result = lookupCep('88010400', { fetch: hangingFetch });
    await vi.advanceTimersByTimeAsync(CEP_LOOKUP_TIMEOUT_MS - 1);
    expect(hangingFetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const result = lookupCep('88010400', { fetch: hangingFetch, signal: controller.signal });
    controller.abort();
    await expect(result).resolves.toBeNull();
    expect(hangingFetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('does not start when already aborted', async () => {
    const fetch = vi.fn(async () => json(viaCep));
    await expect(lookupCep('88010400', { fetch, signal: AbortSignal.abort() })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('cepLookupUrl', () => {
  it('uses the public service unless told otherwise', () => {
    vi.stubEnv('VITE_CEP_LOOKUP_URL', '');
    expect(cepLookupUrl('01001000')).toBe('https://viacep.com.br/ws/01001000/json/');
    vi.stubEnv('VITE_CEP_LOOKUP_URL', 'http://127.0.0.1:9/cep');
    expect(cepLookupUrl('01001000')).toBe('http://127.0.0.1:9/cep/01001000/json/');
    vi.unstubAllEnvs();
  });
});
