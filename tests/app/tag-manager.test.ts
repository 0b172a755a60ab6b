/** Route views reach the data layer; the tag manager script loads only with a container id. */
import { afterEach, describe, expect, it } from 'vitest';
import { startTagManager, trackRouteView } from '../../src/app/tag-manager';

afterEach(() => {
  delete window.dataLayer;
  document.querySelectorAll('script[data-tag-manager]').forEach((s) => s.remove());
});

describe('tag manager', () => {
  it('pushes a route view by route name', () => {
    trackRouteView('shipmentInfo');
    trackRouteView('billing');
    expect(window.dataLayer).toEqual([
      { event: 'route_view', routeName: 'shipmentInfo' },
      { event: 'route_view', routeName: 'billing' },
    ]);
  });

  it('loads nothing without a container id (no network)', () => {
    expect(startTagManager(undefined)).toBe(false);
    expect(startTagManager('')).toBe(false);
    expect(startTagManager('not-an-id"><script>')).toBe(false);
    expect(document.querySelector('script[data-tag-manager]')).toBeNull();
  });

  it('loads the container once when an id is configured', () => {
    expect(startTagManager('GTM-ABC123')).toBe(true);
    expect(startTagManager('GTM-ABC123')).toBe(true);
    const scripts = document.querySelectorAll('script[data-tag-manager]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });
});
