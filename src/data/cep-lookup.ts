// The public postal-code lookup (SPEC 7, ViaCEP's JSON). It fails silently (SPEC 8): every error,
// `erro: true`, a malformed answer or a time-out resolves to null, so it never blocks saving.
import { z } from '../domain/z';
import { cleanCepAddress, type CepAddress } from '../domain/cep-fill';

/** Real service; VITE_CEP_LOOKUP_URL points elsewhere (a local stub) when set. */
export const DEFAULT_CEP_LOOKUP_URL = 'https://viacep.com.br/ws';
export const CEP_LOOKUP_TIMEOUT_MS = 5000;

const answerSchema = z.object({
  logradouro: z.string().optional(),
  bairro: z.string().optional(),
  localidade: z.string().optional(),
  uf: z.string().optional(),
  // ViaCEP has answered both `true` and `"true"` for an unknown CEP.
  erro: z.union([z.boolean(), z.string()]).optional(),
});

export interface CepLookupOptions {
  /** Cancels the request (a newer CEP was typed, the form closed). */
  signal?: AbortSignal;
  timeoutMs?: number;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function cepLookupUrl(digits: string, baseUrl = import.meta.env.VITE_CEP_LOOKUP_URL || DEFAULT_CEP_LOOKUP_URL) {
  return `${baseUrl.replace(/\/+$/, '')}/${digits}/json/`;
}

/** The address of an 8-digit CEP (masked or not), or null. Never throws. */
export async function lookupCep(cep: string, options: CepLookupOptions = {}): Promise<CepAddress | null> {
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== 8 || options.signal?.aborted) return null;
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, options.timeoutMs ?? CEP_LOOKUP_TIMEOUT_MS);
  options.signal?.addEventListener('abort', abort);
  try {
    const doFetch = options.fetch ?? fetch;
    const response = await doFetch(cepLookupUrl(digits, options.baseUrl), {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const parsed = answerSchema.safeParse(await response.json());
    if (!parsed.success) return null;
    const { erro, logradouro, bairro, localidade, uf } = parsed.data;
    if (erro === true || erro === 'true') return null;
    const address = cleanCepAddress({ logradouro, bairro, cidade: localidade, estado: uf });
    return Object.values(address).some((value) => value !== '') ? address : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}
