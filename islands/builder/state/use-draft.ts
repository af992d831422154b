import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { draftAtom, editAtom, isLoadingAtom } from './draft';

/** The draft value of one field and a setter that merges the change into the draft. */
export function useDraftField<T = unknown>(name: string): [T, (value: T) => void] {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const set = useCallback((value: T) => edit({ [name]: value }), [edit, name]);
  return [draft?.[name] as T, set];
}

export function useIsLoading() {
  return useAtomValue(isLoadingAtom);
}
