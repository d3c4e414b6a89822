import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { ChatWidget } from './chat-widget';

describe('ChatWidget (spec §2)', () => {
  it('the floating button opens the panel; closing it gives focus back to the button', async () => {
    mockApi({});
    renderWithProviders(<ChatWidget addToCart={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with the AI shopping assistant' }));

    expect(await screen.findByRole('region', { name: 'AI Shopping Assistant' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message the assistant' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Chat with the AI shopping assistant' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'AI Shopping Assistant' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with the AI shopping assistant' })).toHaveFocus();
  });
});
