/** Where the community lives; VITE_* variables override them at build time. */
export const COMMUNITY_LINKS = {
  telegram: import.meta.env.VITE_COMMUNITY_TELEGRAM ?? 'https://t.me/pasarlens',
  discussion: import.meta.env.VITE_COMMUNITY_GROUP ?? 'https://www.facebook.com/groups/pasarlens',
} as const;
