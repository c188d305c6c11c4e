import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DAGENHAM_BRANCH } from '@tm/core/branches';
import { purchaseBullets } from '@tm/core/order-texts';
import { faqItems, idText } from '@tm/core/policy-texts';
import { orderRequest, placedOrder } from '@tm/core/fixtures';
import { ImportantNotification } from '../../src/components/ImportantNotification';
import { Bullets } from '../../src/pages/purchase/Bullets';
import { FaqAccordion } from '../../src/pages/home/FaqAccordion';

afterEach(cleanup);

const faq = (question: string) =>
  faqItems(DAGENHAM_BRANCH).find((i) => i.question.startsWith(question))!.answer;

describe('pages that agree with each other (issues 16.7, 31.2)', () => {
  it('the FAQ asks for the ID the Terms ask for, and the online rate is not promised in the branch', () => {
    expect(faq('What do I need to bring?')).toContain(idText('buy'));
    expect(faq('What do I need to bring?')).toContain('proof of address dated within the last 90 days');
    expect(faq('Do you charge commission?')).toContain('Rates in the branch will differ');
    expect(faq('Do you charge commission?')).not.toMatch(/1%/);
    expect(faq('How long does an order take')).toContain('Monday to Saturday, 9:00 to 17:30');
  });

  it('the confirmation of an order placed after closing names the next opening and the hold, not "the same day"', () => {
    const late = { ...placedOrder(orderRequest(), '12345678'), time: '2026-11-25T19:24:00.000Z' };
    render(<ImportantNotification order={late} />);
    expect(
      screen.getByText(
        'Our branch is closed now: you can collect from Thursday 26 November at 9:00 (Monday to Saturday, 9:00 to 17:30).',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Collect your order by Friday 27 November at 17:30/)).toBeTruthy();
    expect(screen.queryByText(/same day/)).toBeNull();
    cleanup();
    render(<ImportantNotification order={{ ...late, time: '2026-11-25T11:00:00.000Z' }} />);
    expect(screen.queryByText(/Our branch is closed now/)).toBeNull();
    expect(screen.getByText(/Collect your order by Thursday 26 November at 17:30/)).toBeTruthy();
  });

  it('a Click & Sell confirmation speaks of selling: nothing to collect, nothing to pay by card', () => {
    const sell = { ...placedOrder(orderRequest(), '12345678'), status: 'sell' as const };
    const { container } = render(<ImportantNotification order={sell} />);
    expect(container.textContent).toContain('Bring your currency to the branch by');
    expect(container.textContent).not.toMatch(/collect|by card|payment card/i);
  });

  it('each way has its own purchase bullets, the rate lock in both', () => {
    render(<Bullets way="sell" branch={DAGENHAM_BRANCH} limits={null} />);
    for (const b of purchaseBullets('sell')) expect(screen.getByText(b)).toBeTruthy();
    expect(screen.getByText('Bring your currency and your photo ID')).toBeTruthy();
    expect(screen.getByText(/^We buy banknotes only, no coins/)).toBeTruthy();
    cleanup();
    render(<Bullets way="buy" branch={DAGENHAM_BRANCH} limits={null} />);
    // The spec's three, the opening hours and the notes (the limits once known).
    expect(screen.getAllByRole('listitem')).toHaveLength(purchaseBullets('buy').length + 2);
    expect(screen.getByText('Bring your photo ID when you collect')).toBeTruthy();
  });

  it('before the customer starts: the limits, the opening hours and the notes (the UK peers)', () => {
    render(<Bullets way="buy" branch={DAGENHAM_BRANCH} limits={{ minGbp: '0.00', maxGbp: '5000.00' }} />);
    expect(screen.getByText('Orders up to £5,000.00, up to 4 currencies')).toBeTruthy();
    expect(screen.getByText('Dagenham is open Monday to Saturday, 9:00 to 17:30')).toBeTruthy();
    expect(
      screen.getByText(
        'You get banknotes only: the part of an amount below the smallest note is paid back in GBP',
      ),
    ).toBeTruthy();
    cleanup();
    render(<Bullets way="sell" branch={DAGENHAM_BRANCH} limits={{ minGbp: '20.00', maxGbp: '5000.00' }} />);
    expect(screen.getByText('Orders from £20.00 to £5,000.00, up to 4 currencies')).toBeTruthy();
  });

  it('/faq puts its questions one level under its h1; Home one level under its h2 (issue 16.11)', () => {
    const count = faqItems(DAGENHAM_BRANCH).length;
    render(<FaqAccordion headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(count);
    cleanup();
    render(<FaqAccordion />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(count);
  });
});
