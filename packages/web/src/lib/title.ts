import { useEffect } from 'react';

export const BRAND = 'Folio';

export const pageTitle = (screen?: string) => (screen ? `${screen} · ${BRAND}` : BRAND);

/** Sets the document title to '<screen> · Folio' while the screen is shown. */
export function usePageTitle(screen: string): void {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}
