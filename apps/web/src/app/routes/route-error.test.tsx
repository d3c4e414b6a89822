import { ROUTER_ERROR_TEXT } from '@cartwise/domain/policy';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteError } from './route-error';

function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined');
}

function renderAt(route: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      {
        path: '/failing-loader',
        loader: () => {
          throw new Error('The shop could not be reached');
        },
        HydrateFallback: () => null,
        element: <h1>Never shown</h1>,
        errorElement: <RouteError />,
      },
      { path: '/failing-page', Component: BrokenPage, errorElement: <RouteError /> },
    ],
    { initialEntries: [route] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteError: a route that fails (spec §8)', () => {
  // React and the router report the thrown error on the console; the screen is what is tested.
  afterEach(() => vi.restoreAllMocks());

  it.each(['/failing-loader', '/failing-page'])(`%s reads '${ROUTER_ERROR_TEXT}' with a way home`, async (route) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderAt(route);

    expect(await screen.findByRole('heading', { level: 1, name: ROUTER_ERROR_TEXT })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while showing this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error | Cartwise'));

    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
