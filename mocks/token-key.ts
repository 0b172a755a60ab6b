/**
 * How the store keys any token it keeps (access, refresh, reset and activation tokens): as issued in the browser
 * demo (its store is the visitor's own), as its SHA-256 on the server (server/main.ts), so that a copy of the
 * database holds no token anyone could send. One setting for every kind.
 */
let keyOf: (token: string) => string = (token) => token;

/** For the server, once, before it serves. */
export function useTokenDigest(digest: (token: string) => string): void {
  keyOf = digest;
}

export const tokenKey = (token: string): string => keyOf(token);
