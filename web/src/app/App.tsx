import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../components/Toast.tsx';
import { createRouter } from './router.tsx';

// No Apollo here: the pages that need it bring it (dataPage.tsx), so the landing page loads without it.
export function App() {
  const [router] = useState(createRouter);
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
