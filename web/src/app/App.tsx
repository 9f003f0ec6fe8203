import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../components/Toast.tsx';
import { type BrowserRouter, createRouter } from './router.tsx';

// No Apollo here: the pages that need it bring it (dataPage.tsx), so the landing page loads without it.
// `router`: one made ahead of the first render (main.tsx, hydrating a server-rendered page).
export function App({ router }: { router?: BrowserRouter }) {
  const [current] = useState(() => router ?? createRouter());
  return (
    <ToastProvider>
      <RouterProvider router={current} />
    </ToastProvider>
  );
}
