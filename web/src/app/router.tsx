import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export function createRouter() {
  return createBrowserRouter(routes);
}
