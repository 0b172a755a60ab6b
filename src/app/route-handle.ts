/** What every route declares in `handle`: its name (tag manager) and its title (a message id). */
export interface RouteHandle {
  name: string;
  /** Message id of the document title; routes without one keep their parent's. */
  title?: string;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  !!value && typeof value === 'object' && typeof (value as RouteHandle).name === 'string';
