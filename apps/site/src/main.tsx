import '@company/tokens/fonts.css';
import '@company/tokens/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaceholderPage } from './PlaceholderPage';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <PlaceholderPage />
  </StrictMode>,
);
