/**
 * Kept only while research.routes.ts imports requestData from here; the route is to call
 * research.requestData (research.service.ts) instead, and this file then goes.
 */
export { requestData } from './research.repo.ts';
