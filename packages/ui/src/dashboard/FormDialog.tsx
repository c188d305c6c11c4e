import type { ReactNode } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ActionButton } from './ActionButton';
import { DialogFormFooter } from './DialogFormFooter';
import type { DialogForm } from './use-dialog-form';

interface FormDialogProps {
  /** From useDialogForm: the dialog's state and the problem the form found. */
  form: DialogForm;
  /** The order action's button: its look, its text and the name that says which order it acts on. */
  tone: 'primary' | 'neutral' | 'danger';
  /** The trigger's size: small in a row of order actions, regular beside a page's own buttons. */
  size?: 'small' | 'regular';
  action: string;
  actionName: string;
  title: string;
  text: ReactNode;
  /** Runs on submit; the page does not reload. */
  onSubmit: () => Promise<void>;
  submitLabel: string;
  cancelLabel?: string;
  /** An action that cannot be undone: the dialog's warning badge and a red submit button. */
  danger?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A staff order action that asks for details first: the button, then a centred dialog holding the form, the
 * problem it found and its submit and cancel buttons. Escape and Cancel close it with nothing sent.
 */
export function FormDialog(props: FormDialogProps) {
  const { form, tone, action, actionName, title, text, onSubmit, submitLabel, cancelLabel, danger } = props;
  return (
    <ConfirmDialog
      {...form.dialog}
      centred
      warning={danger}
      trigger={
        <ActionButton tone={tone} size={props.size} aria-label={actionName}>
          {action}
        </ActionButton>
      }
      title={title}
      text={text}
    >
      <form
        className="dash-form"
        onSubmit={(e) => {
          e.preventDefault();
          // React carries events up through the portal: a dialog opened from inside another form (Sign off,
          // under Close of day's) would submit that form too, after its own.
          e.stopPropagation();
          void onSubmit();
        }}
        noValidate
      >
        {props.children}
        <DialogFormFooter
          problem={form.problem}
          problemId={form.problemId}
          busy={form.dialog.busy}
          submitLabel={submitLabel}
          cancelLabel={cancelLabel}
          danger={danger}
        />
      </form>
    </ConfirmDialog>
  );
}
