import { CAPTURE_MAX_BYTES, captureInputSchema, captureReportSchema } from '../capture.ts';
import { endpoint } from './endpoint.ts';

/** Marketplace answers handed in by a signed-in user's browser (and the extension). */
export const captureEndpoints = {
  marketCapture: endpoint({
    method: 'POST',
    path: '/internal/market/capture',
    tag: 'market',
    summary: 'Hand in marketplace answers the browser received: read, recorded once, checked and ingested',
    access: 'user',
    extensionToken: true,
    body: captureInputSchema,
    maxBodyBytes: CAPTURE_MAX_BYTES,
    response: captureReportSchema,
    errors: ['RATE_LIMITED', 'PAYLOAD_TOO_LARGE', 'EXTENSION_TOKEN_INVALID', 'API_RATE_LIMITED'],
  }),
};
