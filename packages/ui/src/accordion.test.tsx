import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion.tsx';

describe('Accordion', () => {
  it('expands and collapses sections', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        <AccordionItem value="day-1">
          <AccordionTrigger>Day 1</AccordionTrigger>
          <AccordionContent>Arrival in Bangkok</AccordionContent>
        </AccordionItem>
        <AccordionItem value="day-2">
          <AccordionTrigger>Day 2</AccordionTrigger>
          <AccordionContent>Grand Palace</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const day1 = screen.getByRole('button', { name: 'Day 1' });
    expect(day1).toHaveAttribute('aria-expanded', 'false');
    await user.click(day1);
    expect(day1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Day 1' })).toHaveTextContent('Arrival in Bangkok');
    await user.click(screen.getByRole('button', { name: 'Day 2' }));
    expect(day1).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Day 2' })).toHaveTextContent('Grand Palace');
  });
});
