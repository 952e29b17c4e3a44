import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/ui-locale.ts';
import { initI18n } from './i18n/index.ts';
import { connectRequestLayer } from './app/bootstrap.ts';
import { App } from './app/App.tsx';
import './styles.css';

initI18n();
connectRequestLayer();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
