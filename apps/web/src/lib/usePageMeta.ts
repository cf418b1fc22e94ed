import { useEffect } from 'react';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** The tab title and the meta description search engines show for the page. */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  useDocumentTitle(title);
  useEffect(() => {
    if (!description) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
