/**
 * Hostile input for the browser tests (tests/e2e/attack-corpus.e2e.ts): markup and script payloads that
 * set the canary `window.__pwned` if they ever run, text tricks that must come back unchanged, and return
 * addresses that would leave the site.
 */

/** The global every script payload sets. It must stay undefined. */
export const CANARY = '__pwned';

/** Payloads that run script if the app ever renders text as HTML or as a URL. */
export const XSS: readonly string[] = [
  `<script>window.${CANARY}=1</script>`,
  `"><script>window.${CANARY}=2</script>`,
  `'><img src=x onerror="window.${CANARY}=3">`,
  `<img src=x onerror=window.${CANARY}=4>`,
  `<svg onload=window.${CANARY}=5>`,
  `<svg><script>window.${CANARY}=6</script></svg>`,
  `javascript:window.${CANARY}=7`,
  `<a href="javascript:window.${CANARY}=8">open</a>`,
  `<iframe srcdoc="<script>parent.${CANARY}=9</script>"></iframe>`,
  `<details open ontoggle=window.${CANARY}=10>`,
  `\${window.${CANARY}=11}{{constructor.constructor('window.${CANARY}=12')()}}`,
  `<style>@import 'javascript:window.${CANARY}=13'</style><b>bold</b>`,
];

/** Text tricks: right-to-left override, zero-width characters, homoglyphs; shown as they are. */
export const UNICODE: readonly string[] = [
  `invoice\u202Efdp.exe`,
  `zero\u200Bwidth\u200D<scr\u200Bipt>window.${CANARY}=20</scr\u200Bipt>`,
  `\uFF1Cscript\uFF1Ewindow.${CANARY}=21\uFF1C/script\uFF1E`,
  `раураl.com Аdmin`, // Cyrillic letters that look Latin
];

/** A long string with a payload at its end: nothing may cut it into markup. */
export const LONG = `${'A'.repeat(1800)}<img src=x onerror=window.${CANARY}=30>`;

/** Every text payload. */
export const CORPUS: readonly string[] = [...XSS, ...UNICODE, LONG];

/** A few payloads for fields that cost a request each. */
export const SAMPLE: readonly string[] = [XSS[1]!, XSS[3]!, XSS[4]!, UNICODE[0]!];

/** File names that carry markup (no slashes: a file name cannot hold one). */
export const FILE_NAMES: readonly string[] = [
  // No double quote: Chromium sends it as %22 in a multipart file name, so the name would come back changed.
  `'><img src=x onerror=window.${CANARY}=40>.pdf`,
  `<svg onload=window.${CANARY}=41>.pdf`,
  `report\u202Efdp.exe`,
];

/** Return addresses that would take a user off the site after signing in; each is tried in the browser. */
export const OPEN_REDIRECTS: readonly string[] = [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  '/%09/evil.example',
  '/..//evil.example',
  `javascript:window.${CANARY}=50`,
];

/** More of them, checked against the rule itself (machines/session.machine.ts, safeReturnTo): no browser needed. */
export const MORE_OPEN_REDIRECTS: readonly string[] = [
  '\\\\/evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%2e%2e//evil.example',
  '/.//evil.example',
  '/./..//evil.example',
  ' //evil.example',
  'https:evil.example',
  'HTTPS://evil.example',
  '\\/\\/evil.example',
  'data:text/html,<script>alert(1)</script>',
  `javascript%3Awindow.${CANARY}=51`,
  '\u2215\u2215evil.example',
];
