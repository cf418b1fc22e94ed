import { useSearchParams } from 'react-router';

/**
 * The page, keyword and other filters of an admin list, kept in the URL so a view can be shared
 * (DESIGN §7). Changing a filter goes back to the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const keyword = params.get('keyword')?.trim() ?? '';
  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes))
        if (value) next.set(name, value);
        else next.delete(name);
      if (!keepPage) next.delete('page');
      return next;
    });
  return {
    page,
    keyword,
    get: (name: string) => params.get(name),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }, true),
    setFilter: (name: string, value: string | null) => update({ [name]: value }),
  };
}
