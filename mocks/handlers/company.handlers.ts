import type { HttpHandler } from 'msw';

export const companyHandlers: HttpHandler[] = [];
