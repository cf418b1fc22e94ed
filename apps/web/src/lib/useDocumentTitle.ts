import { useEffect } from 'react';

/** Sets the browser tab title to "<title> · Pasarlens". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Pasarlens` : 'Pasarlens';
  }, [title]);
}
