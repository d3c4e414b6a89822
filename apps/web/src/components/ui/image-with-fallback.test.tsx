import { act, render, screen, fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from './image-with-fallback';

const picture = <ImageWithFallback src="https://cdn.example/lamp.jpg" alt="Desk lamp" width={300} height={300} />;

/** Makes an <img> report that it finished loading, as a browser does, with or without a picture. */
function finished(img: HTMLImageElement, naturalWidth: number) {
  Object.defineProperty(img, 'complete', { configurable: true, get: () => true });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, get: () => naturalWidth });
}

describe('ImageWithFallback', () => {
  it('shows the placeholder when its picture fails to load', () => {
    render(picture);
    const img = screen.getByRole('img', { name: 'Desk lamp' });
    expect(img).toHaveAttribute('src', 'https://cdn.example/lamp.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(img).toHaveAttribute('data-fallback', 'true');
  });

  /** Draws the picture as the server does, lets it finish loading with the given width, then hydrates it. */
  async function hydratedAfterLoading(naturalWidth: number): Promise<HTMLImageElement> {
    const container = document.createElement('div');
    container.innerHTML = renderToString(picture);
    document.body.append(container);
    const img = container.querySelector('img') as HTMLImageElement;
    finished(img, naturalWidth);
    await act(async () => {
      hydrateRoot(container, picture);
    });
    return img;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the placeholder for a server-drawn picture that failed before the page was hydrated', async () => {
    expect(await hydratedAfterLoading(0)).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('keeps a server-drawn picture that loaded before the page was hydrated', async () => {
    expect(await hydratedAfterLoading(300)).toHaveAttribute('src', 'https://cdn.example/lamp.jpg');
  });
});
