/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served from the same origin (default ''). */
  readonly VITE_API_ORIGIN?: string;
  /** The team's WhatsApp number for contact links (international format without +). */
  readonly VITE_SUPPORT_WHATSAPP?: string;
  /** The messaging-app community and the discussion group (community and support page). */
  readonly VITE_COMMUNITY_TELEGRAM?: string;
  readonly VITE_COMMUNITY_GROUP?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A language's public-site texts (apps/web/site-catalogue.ts). */
declare module 'virtual:site-catalogue/*' {
  const catalogue: import('i18next').ResourceKey;
  export default catalogue;
}

/** RapiDoc registers its `<rapi-doc>` element when imported and exports nothing we use. */
declare module 'rapidoc';
