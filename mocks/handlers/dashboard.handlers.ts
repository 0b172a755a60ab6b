import type { HttpHandler } from 'msw';

export const dashboardHandlers: HttpHandler[] = [];
