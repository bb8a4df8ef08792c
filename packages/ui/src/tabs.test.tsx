import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

describe('Tabs', () => {
  it('switches panels by click and arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="details">
        <TabsList aria-label="Vendor">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="rooms">Rooms</TabsTrigger>
        </TabsList>
        <TabsContent value="details">Details panel</TabsContent>
        <TabsContent value="rooms">Rooms panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Details panel');
    await user.click(screen.getByRole('tab', { name: 'Rooms' }));
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Rooms' })).toHaveTextContent('Rooms panel');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeInTheDocument();
  });
});
