import 'rapidoc';
import { createElement } from 'react';

/**
 * The interactive API reference (RapiDoc, a web component) rendered from the OpenAPI document:
 * a chunk of its own, loaded only when the visitor opens it (the public page stays light).
 */
export default function ApiReference({ specUrl }: { specUrl: string }) {
  return createElement('rapi-doc', {
    'spec-url': specUrl,
    'render-style': 'view',
    'show-header': 'false',
    'show-info': 'false',
    'allow-authentication': 'true',
    'allow-server-selection': 'false',
    'match-paths': '/public/v1/data/',
    'schema-style': 'table',
    'default-schema-tab': 'schema',
    theme: 'light',
    style: { display: 'block', width: '100%', height: '80vh', minHeight: 480 },
    'data-testid': 'api-reference',
  });
}
