import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wordsRoutes, type AddWordBody } from '@common/api/routes/words';
import { call } from '../../../api/client';

export const WORDS_KEY = ['admin-words'] as const;

/** The whole list (a few hundred entries at most: searched on the page) and the server's WORD_FILTER words. */
export function useWordList() {
  return useQuery({
    queryKey: WORDS_KEY,
    queryFn: ({ signal }) => call(wordsRoutes.list, {}, { signal }),
    staleTime: 10_000,
  });
}

/** Adds a word, or changes the entry it already is; failures are the form's to show. */
export function useAddWord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddWordBody) => call(wordsRoutes.add, { body }),
    meta: { showsOwnError: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}

export function useRemoveWord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(wordsRoutes.remove, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: WORDS_KEY }),
  });
}
