import type { HttpHandler } from 'msw';

export const billingHandlers: HttpHandler[] = [];
