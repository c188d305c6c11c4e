// The shared confirm dialog: what it does to toasts on screen, and what it says to assistive tech.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog, DialogActions } from '../../src/components/ConfirmDialog';
import { notifySuccess } from '../../src/notify';

afterEach(cleanup);

function SignOffLike() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Toaster />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={false}
        trigger={<button type="button">Sign off the day</button>}
        title="Sign off the day?"
        text="The counts are final once signed off."
      >
        <DialogActions busy={false} cancelLabel="Cancel">
          <button type="button">Yes, sign off</button>
        </DialogActions>
      </ConfirmDialog>
    </>
  );
}

describe('a dialog that opens clears the toasts on screen', () => {
  it('"Till saved." goes when the sign-off dialog opens, so it cannot sit over its buttons', async () => {
    render(<SignOffLike />);
    notifySuccess('Till saved.');
    expect(await screen.findByText('Till saved.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign off the day' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Till saved.')).toBeNull(), { timeout: 3000 });
  });

  it('a toast raised while the dialog is open still shows', async () => {
    render(<SignOffLike />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign off the day' }));
    await screen.findByRole('alertdialog');
    notifySuccess('Saved while open.');
    expect(await screen.findByText('Saved while open.')).toBeTruthy();
  });
});

describe('a confirm dialog', () => {
  it('says it is modal (aria-modal), as Radix makes it: the page behind is hidden from assistive tech', async () => {
    render(<SignOffLike />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign off the day' }));
    expect((await screen.findByRole('alertdialog')).getAttribute('aria-modal')).toBe('true');
  });
});

/** A list row's action: the row goes once the dialog's action is done (another cashier had changed it). */
function RowAction({ withForm, saysDone }: { withForm?: boolean; saysDone?: boolean }) {
  const [open, setOpen] = useState(false);
  const [rowShown, setRowShown] = useState(true);
  return (
    <main tabIndex={-1}>
      <h2>Accepted orders</h2>
      {rowShown ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          busy={false}
          trigger={<button type="button">Complete order 12345678</button>}
          title="Complete order 12345678?"
          text="The customer collected it."
        >
          {withForm ? (
            <form>
              <label htmlFor="note">Note</label>
              <input id="note" />
            </form>
          ) : null}
          <DialogActions busy={false} cancelLabel="Cancel">
            <button
              type="button"
              onClick={() => {
                setRowShown(false);
                setOpen(false);
              }}
            >
              Yes, complete
            </button>
          </DialogActions>
        </ConfirmDialog>
      ) : saysDone ? (
        // A screen that puts the keyboard on what follows itself (a signed-off till's closed line).
        <p tabIndex={-1} ref={(el) => el?.focus()}>
          Order 12345678 completed.
        </p>
      ) : null}
    </main>
  );
}

describe('where the keyboard goes', () => {
  it('a question opens on its cancel button, so Enter never confirms by accident', async () => {
    render(<RowAction />);
    await userEvent.click(screen.getByRole('button', { name: 'Complete order 12345678' }));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
  });

  it('a dialog that asks for details opens on its first field', async () => {
    render(<RowAction withForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Complete order 12345678' }));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Note')));
  });

  it('closing after the row went (its trigger with it) leaves focus in <main>, not on the body', async () => {
    render(<RowAction />);
    await userEvent.click(screen.getByRole('button', { name: 'Complete order 12345678' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, complete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('closing after the row went leaves focus where the screen put it itself', async () => {
    render(<RowAction saysDone />);
    await userEvent.click(screen.getByRole('button', { name: 'Complete order 12345678' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, complete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(screen.getByText('Order 12345678 completed.'));
  });

  it('closing with the trigger still there gives it focus back (Radix)', async () => {
    render(<RowAction />);
    const trigger = screen.getByRole('button', { name: 'Complete order 12345678' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
