import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['apexcharts'] },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
  preview: { port: Number(process.env.PORT ?? 4173) },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    testTimeout: 20_000,
    pool: 'threads',
  },
});
