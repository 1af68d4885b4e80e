import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A transition renders in slices that yield to the browser: the first render never holds the
// main thread for long, even on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
