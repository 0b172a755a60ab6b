import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder shell until the session/shell work lands (issue 3 replaces this file).
export function renderApp(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>Freight marketplace</h1>
      </main>
    </StrictMode>,
  );
}
