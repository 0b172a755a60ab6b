import type { HttpHandler } from 'msw';

export const quoteHandlers: HttpHandler[] = [];
