import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatProductCard as Card } from '@cartwise/domain/chat/schemas';
import { renderWithProviders } from '@/testing/test-utils';
import { ChatProductCard } from './chat-product-card';

const card: Card = { id: 'tee', name: 'Tee', price: 20, thumbnail: '/images/tee.svg', rating: 4.5, reviewCount: 3, inStock: true };

describe('ChatProductCard', () => {
  it('adds a product without options from the card', () => {
    renderWithProviders(<ChatProductCard product={card} addToCart={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Add to Cart/i })).toBeInTheDocument();
  });

  it('links a product with options to its page to choose them, as the list does', () => {
    const addToCart = vi.fn();
    renderWithProviders(<ChatProductCard product={{ ...card, hasOptions: true }} addToCart={addToCart} />);
    expect(screen.queryByRole('button', { name: /Add to Cart/i })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Choose Options' });
    expect(link).toHaveAttribute('href', '/products/tee');
    expect(link).toHaveAccessibleDescription('Tee');
  });
});
