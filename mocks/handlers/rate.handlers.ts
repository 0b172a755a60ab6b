import type { HttpHandler } from 'msw';

export const rateHandlers: HttpHandler[] = [];
