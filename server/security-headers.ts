/**
 * The security headers every response of the production server carries: `vite preview` (npm start and
 * the browser tests) today, a Node server later; both build them here. docs/decisions/190-security-headers.md.
 */

/** The configuration read from the environment. */
export interface SecurityHeadersConfig {
  /** Space-separated origins allowed to frame the app (spec section 1: the loading overlay in a frame). */
  FRAME_ANCESTORS?: string | undefined;
}

// An origin a frame-ancestors source may name: a scheme, a host (optionally `*.` wildcarded) and a port.
// Anything else (paths, quotes, `;`, `,`) is refused, so configuration cannot smuggle in another directive.
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** The frame-ancestors sources: the site itself and each configured origin. */
export function frameAncestors(config: SecurityHeadersConfig = {}): string[] {
  const configured = (config.FRAME_ANCESTORS ?? '').split(/\s+/).filter(Boolean);
  for (const origin of configured) {
    if (origin !== "'self'" && !ORIGIN.test(origin)) {
      throw new Error(`FRAME_ANCESTORS: "${origin}" is not an origin like https://portal.example.com`);
    }
  }
  return [...new Set(["'self'", ...configured])];
}

export function contentSecurityPolicy(config: SecurityHeadersConfig = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Only the site's own files run: no inline script, no eval. index.html has no inline script.
    'script-src': ["'self'"],
    // The embedded backend's service worker, /embedded-backend-worker.js (decision 215).
    'worker-src': ["'self'"],
    // Emotion (under Chakra) inserts <style> elements at runtime; a nonce would need each response of
    // index.html rewritten, which a static server cannot do (decision 190).
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline SVG icons, blob: for files the app holds (previews, downloads).
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors(config),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: SecurityHeadersConfig = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The app uses none of these features; nothing it loads may ask for them.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
