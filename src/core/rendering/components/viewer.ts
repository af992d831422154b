import { createContext, useContext } from 'react';

/** Who is looking at a page: the signed-in account, or null for a visitor (set by the renderer). */
export interface Viewer {
  name: string;
}

export const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
