import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { draftAtom, editAtom, isLoadingAtom } from './draft';
import { fieldValue, type WeddingEdits, type WeddingField } from './api';

/** The draft value of one field and a setter that merges the change into the draft. */
export function useDraftField<T = unknown>(name: WeddingField): [T, (value: T) => void] {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const set = useCallback((value: T) => edit({ [name]: value } as WeddingEdits), [edit, name]);
  return [fieldValue(draft, name) as T, set];
}

export function useIsLoading() {
  return useAtomValue(isLoadingAtom);
}
