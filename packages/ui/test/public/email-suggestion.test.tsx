import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailSuggestion, emailSuggestion } from '../../src/components/EmailSuggestion';

afterEach(cleanup);

describe('did you mean … ? (issue 31.10)', () => {
  it('suggests the common domain for a typo of it', () => {
    expect(emailSuggestion('priya@gmial.com')).toBe('priya@gmail.com');
    expect(emailSuggestion('sam@hotmial.co.uk')).toBe('sam@hotmail.co.uk');
  });

  it('says nothing for a right address, a half-typed one or an unknown domain', () => {
    expect(emailSuggestion('priya@gmail.com')).toBeNull();
    expect(emailSuggestion('priya@gm')).toBeNull();
    expect(emailSuggestion('')).toBeNull();
    expect(emailSuggestion('ops@travel-money.co.uk')).toBeNull();
  });

  it("never turns a real address into a dead one: councils, universities, short UK providers (the audit's cases)", () => {
    for (const email of [
      'jo.smith@lbbd.gov.uk',
      'jo@ucl.ac.uk',
      'nurse@nhs.net',
      'jo@bt.com',
      'jo@mac.com',
      'jo@aol.co.uk',
      'ada@audit.test',
      'sam@virginmedia.com',
    ])
      expect(emailSuggestion(email), email).toBeNull();
  });

  it('catches typos of the UK providers people here use', () => {
    expect(emailSuggestion('sam@virginmedai.com')).toBe('sam@virginmedia.com');
    expect(emailSuggestion('sam@btinternet.con')).toBe('sam@btinternet.com');
  });

  it('puts the suggestion in the field only when asked', async () => {
    function Form() {
      const [email, setEmail] = useState('priya@gmial.com');
      return (
        <>
          <output data-testid="email">{email}</output>
          <EmailSuggestion email={email} onAccept={setEmail} />
        </>
      );
    }
    render(<Form />);
    expect(screen.getByText(/Did you mean/).textContent).toContain('priya@gmail.com?');
    expect(screen.getByTestId('email').textContent).toBe('priya@gmial.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use priya@gmail.com' }));
    expect(screen.getByTestId('email').textContent).toBe('priya@gmail.com');
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });
});
