import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DAGENHAM_BRANCH } from '@tm/core/branches';
import { labels } from '@tm/core/messages';
import { ImportantNotification } from '../../src/components/ImportantNotification';
import { Bullets } from '../../src/pages/purchase/Bullets';
import { FaqAccordion } from '../../src/pages/home/FaqAccordion';

afterEach(cleanup);

const faq = (question: string) => labels.faq.items.find((i) => i.question === question)!.answer;

describe('pages that agree with each other (issue 16.7)', () => {
  it('the FAQ asks for the same ID as the Terms, and no longer promises the online rate in the branch', () => {
    expect(faq('What do I need to bring?')).toContain('proof of address dated within the last 90 days');
    expect(labels.terms.identification).toContain('proof of address dated within the last 90 days');
    expect(faq('Do you charge commission?')).not.toContain('the rate you see is the rate you get');
    expect(faq('Do you charge commission?')).toContain('rates in the branch will differ');
    expect(faq('How long does an order take?')).toContain('next opening day');
  });

  it('the confirmation of an order placed after closing names the next opening, not only "the same day"', () => {
    render(<ImportantNotification placedAt="2026-11-25T19:24:00.000Z" branch={DAGENHAM_BRANCH} />);
    expect(
      screen.getByText(
        'Our branch is closed now: you can collect from Thursday 26 November at 9:00 (Monday to Saturday, 9:00 to 17:30).',
      ),
    ).toBeTruthy();
    cleanup();
    render(<ImportantNotification placedAt="2026-11-25T11:00:00.000Z" branch={DAGENHAM_BRANCH} />);
    expect(screen.queryByText(/Our branch is closed now/)).toBeNull();
    expect(
      screen.getByText('Please collect your order on the same day, within our office hours.'),
    ).toBeTruthy();
  });

  it('Click & Sell pages keep the spec bullets and add what applies to selling', () => {
    render(<Bullets way="sell" />);
    for (const b of labels.purchase.bullets) expect(screen.getByText(b)).toBeTruthy();
    expect(screen.getByText('We pay you in GBP in the branch once the notes are checked')).toBeTruthy();
    cleanup();
    render(<Bullets way="buy" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(labels.purchase.bullets.length);
  });

  it('/faq puts its questions one level under its h1; Home one level under its h2 (issue 16.11)', () => {
    render(<FaqAccordion headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(labels.faq.items.length);
    cleanup();
    render(<FaqAccordion />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(labels.faq.items.length);
  });
});
