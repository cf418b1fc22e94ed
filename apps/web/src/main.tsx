import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAppI18n } from './i18n/index.ts';
import './site.css';
import './styles.css';
import { App } from './app/App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

async function start(container: HTMLElement) {
  await startAppI18n();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start(root);
