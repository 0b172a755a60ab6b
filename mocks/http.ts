/** The typed MSW `http` for the contract: paths, params, bodies and responses checked against it. */
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../src/api/schema.gen';

export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });
