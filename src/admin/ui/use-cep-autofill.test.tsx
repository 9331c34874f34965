import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { CepLookupOptions } from '../../data/cep-lookup';
import type { CepAddress } from '../../domain/cep-fill';
import { useCepAutofill } from './use-cep-autofill';

const centro: CepAddress = {
  logradouro: 'Rua Felipe Schmidt',
  bairro: 'Centro',
  cidade: 'Florianópolis',
  estado: 'SC',
};
const lagoa: CepAddress = {
  logradouro: 'Avenida das Rendeiras',
  bairro: 'Lagoa da Conceição',
  cidade: 'Florianópolis',
  estado: 'SC',
};

/** A lookup whose answers the test releases one by one. */
function deferredLookup() {
  const pending = new Map<string, { resolve: (a: CepAddress | null) => void; signal?: AbortSignal }>();
  const lookup = vi.fn((cep: string, options?: CepLookupOptions) => {
    return new Promise<CepAddress | null>((resolve) => pending.set(cep, { resolve, signal: options?.signal }));
  });
  const answer = async (cep: string, address: CepAddress | null) => {
    await act(async () => pending.get(cep)?.resolve(address));
  };
  return { lookup, answer, pending };
}

const blank = { cep: '', logradouro: '', numero: '', bairro: '', cidade: '', estado: '' };

function setup(defaults = blank) {
  const fake = deferredLookup();
  const { result } = renderHook(() => {
    const form = useForm({ defaultValues: defaults });
    useCepAutofill(form, fake.lookup);
    return form;
  });
  const type = (field: keyof typeof blank, value: string) => act(() => result.current.setValue(field, value));
  return { ...fake, form: () => result.current, type };
}

describe('useCepAutofill', () => {
  it('does not look up the CEP a reset brings (another person’s saved address, corrected by hand)', async () => {
    const { lookup, answer, form, type } = setup({ ...blank, cep: '88010-400', ...centro });
    const theirs = { ...blank, cep: '88062-000', ...lagoa, logradouro: 'Servidão corrigida à mão' };
    act(() => form().reset(theirs));
    expect(lookup).not.toHaveBeenCalled();
    expect(form().getValues()).toEqual(theirs);
    // A CEP typed after it is looked up as ever.
    type('cep', '88010-400');
    await answer('88010400', centro);
    expect(form().getValues('bairro')).toBe('Centro');
  });

  it('fills the address when 8 digits are entered', async () => {
    const { lookup, answer, form, type } = setup();
    type('cep', '8801');
    type('cep', '88010-4');
    expect(lookup).not.toHaveBeenCalled();
    type('cep', '88010-400');
    expect(lookup).toHaveBeenCalledOnce();
    expect(lookup.mock.calls[0]?.[0]).toBe('88010400');
    await answer('88010400', centro);
    expect(form().getValues()).toEqual({ ...blank, cep: '88010-400', ...centro });
  });

  it('keeps what the user typed while the answer was on its way', async () => {
    const { answer, form, type } = setup();
    type('cep', '88010-400');
    type('logradouro', 'Rua que eu digitei');
    await answer('88010400', centro);
    expect(form().getValues('logradouro')).toBe('Rua que eu digitei');
    expect(form().getValues('bairro')).toBe('Centro');
  });

  it('ignores the answer for a CEP that is no longer the current one', async () => {
    const { answer, form, type, pending } = setup();
    type('cep', '88010-400');
    type('cep', '88062-000');
    expect(pending.get('88010400')?.signal?.aborted).toBe(true);
    await answer('88062000', lagoa);
    await answer('88010400', centro);
    expect(form().getValues('bairro')).toBe('Lagoa da Conceição');
  });

  it('ignores an answer that arrives after the CEP was erased', async () => {
    const { answer, form, type } = setup();
    type('cep', '88010-400');
    type('cep', '88010-40');
    await answer('88010400', centro);
    expect(form().getValues('logradouro')).toBe('');
  });

  it('leaves the form as it is when the lookup finds nothing', async () => {
    const { answer, form, type } = setup({ ...blank, logradouro: 'Rua A' });
    type('cep', '99999-999');
    await answer('99999999', null);
    expect(form().getValues()).toEqual({ ...blank, cep: '99999-999', logradouro: 'Rua A' });
  });

  it("blanks the old street's number for a new CEP on another street; a first address keeps the one typed", async () => {
    const moving = setup({ ...blank, cep: '88010-400', ...centro, numero: '120' });
    moving.type('cep', '88062-000');
    await moving.answer('88062000', lagoa);
    expect(moving.form().getValues()).toMatchObject({ logradouro: 'Avenida das Rendeiras', numero: '' });
    // A city-wide CEP of another city: no street, and no number of the old one.
    const away = setup({ ...blank, cep: '88010-400', ...centro, numero: '120' });
    away.type('cep', '88495-000');
    await away.answer('88495000', { logradouro: '', bairro: '', cidade: 'Garopaba', estado: 'SC' });
    expect(away.form().getValues()).toMatchObject({ logradouro: '', cidade: 'Garopaba', numero: '' });
    const first = setup({ ...blank, numero: '45' });
    first.type('cep', '88062-000');
    await first.answer('88062000', lagoa);
    expect(first.form().getValues()).toMatchObject({ logradouro: 'Avenida das Rendeiras', numero: '45' });
  });

  it('does not look up the CEP a record already had, only a new one', async () => {
    const stored = { ...blank, cep: '88010-400', ...centro, numero: '10' };
    const { lookup, type } = setup(stored);
    expect(lookup).not.toHaveBeenCalled();
    type('cep', '88010-40');
    type('cep', '88010-400');
    expect(lookup).toHaveBeenCalledOnce();
  });

  it('keeps the house number when the same CEP is typed again over a street corrected by hand', async () => {
    const stored = { ...blank, cep: '88010-400', ...centro, logradouro: 'Rua Felipe Schmidt (fundos)', numero: '120' };
    const { answer, form, type } = setup(stored);
    type('cep', '88010-40');
    type('cep', '88010-400');
    await answer('88010400', centro);
    // Typed again to fill the address anew: the street comes back, the house is the same.
    expect(form().getValues()).toMatchObject({ logradouro: 'Rua Felipe Schmidt', numero: '120' });
  });
});
