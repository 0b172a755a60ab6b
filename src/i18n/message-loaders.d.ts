/** The per-feature message loaders the message-catalogues plugin of vite.config.ts generates. */
declare module 'virtual:message-loaders' {
  export const loaders: Record<string, Record<string, () => Promise<{ messages: Record<string, unknown> }>>>;
}
