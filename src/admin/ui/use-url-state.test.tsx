import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './use-url-state';

interface Filters {
  instrutor: string;
  aluno: string;
}
const read = (params: URLSearchParams): Filters => ({
  instrutor: params.get('instrutor') ?? '',
  aluno: params.get('aluno') ?? '',
});
const write = (f: Filters) => new URLSearchParams(Object.entries(f).filter(([, v]) => v !== ''));
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/admin/dashboard?aluno=a1']}>{children}</MemoryRouter>
);

describe('useUrlState', () => {
  it('reads the state from the address and writes a change back', () => {
    const { result } = renderHook(() => useUrlState(read, write), { wrapper });
    expect(result.current[0]).toEqual({ instrutor: '', aluno: 'a1' });
    act(() => result.current[1]({ ...result.current[0], aluno: '' }));
    expect(result.current[0]).toEqual({ instrutor: '', aluno: '' });
  });

  it('two changes made from the same drawn state keep each other (two filters picked in a row)', () => {
    const { result } = renderHook(() => useUrlState(read, write), { wrapper });
    const [drawn, update] = result.current;
    act(() => {
      update({ ...drawn, instrutor: 'i1' });
      update({ ...drawn, aluno: 'a2' });
    });
    expect(result.current[0]).toEqual({ instrutor: 'i1', aluno: 'a2' });
  });
});
