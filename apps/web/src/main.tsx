import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import './index.css';

const store = makeStore();
const router = createAppRouter(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition lets React render the first screen in slices that yield to the browser, instead of one
// long task that blocks input while the page starts (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
});
