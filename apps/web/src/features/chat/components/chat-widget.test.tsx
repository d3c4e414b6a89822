import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { ChatToggle } from './chat-toggle';
import { ChatWidget } from './chat-widget';

describe('ChatWidget (spec §2)', () => {
  it('the floating button opens the panel; closing it gives focus back to the button', async () => {
    mockApi({});
    renderWithProviders(<ChatWidget addToCart={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with the AI shopping assistant' }));

    expect(await screen.findByRole('region', { name: 'AI Shopping Assistant' })).toBeInTheDocument();
    // The panel's code loads on the first open: the panel is drawn when it arrives, outside the click, and
    // the effect that moves focus into it may run after the panel is in the page.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message the assistant' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Chat with the AI shopping assistant' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'AI Shopping Assistant' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with the AI shopping assistant' })).toHaveFocus();
  });

  it("closing the panel opened from the header's chat button gives focus back to that button", async () => {
    mockApi({});
    renderWithProviders(
      <>
        <ChatToggle className="" />
        <ChatWidget addToCart={vi.fn()} />
      </>,
    );
    // Twice: the second time the panel's code is already loaded and the panel shows in the same render.
    for (let i = 0; i < 2; i++) {
      await userEvent.click(screen.getByRole('button', { name: 'Open AI shopping assistant' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message the assistant' })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('region', { name: 'AI Shopping Assistant' })).toBeNull();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Open AI shopping assistant' })).toHaveFocus());
    }
  });
});
