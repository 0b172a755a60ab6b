import type { HttpHandler } from 'msw';

export const shipmentHandlers: HttpHandler[] = [];
