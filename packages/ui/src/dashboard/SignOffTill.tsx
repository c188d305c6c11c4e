import { useState } from 'react';
import { formatDayKey } from '@tm/core/dates';
import { tillSignOffRequestSchema } from '@tm/core/schemas';
import { SIGN_OFF_NOTE_MIN, signOffNoteProblem, tillDifferences } from '@tm/core/till';
import type { TillDay } from '@tm/core';
import { dashboardApi } from './api';
import { DialogNote } from './DialogNote';
import { FormDialog } from './FormDialog';
import { runAction } from './run-action';
import { useDialogForm } from './use-dialog-form';

/** Said when the boxes on screen are not saved: a sign-off closes the day on the saved counts only. */
const UNSAVED =
  'The counts on screen are not saved yet. Save the till first, then sign off: nothing reopens a signed-off day.';

/**
 * A manager signs the day's till off (issue 30). Nothing reopens a signed-off day, so a till that is out (a
 * count differs from the expected) is signed off only with a note saying why: the dialog names the differences
 * and asks for it with the server's own rule (core signOffNoteProblem). A refusal the server still gives (a
 * currency completed since the count) is a toast (runAction), and the screen reads the till again.
 */
export function SignOffTill({
  till,
  unsaved,
  onDone,
}: {
  till: TillDay;
  /** The form's boxes differ from the saved till: the sign-off would close the day without them. */
  unsaved: boolean;
  onDone: () => Promise<void>;
}) {
  const form = useDialogForm();
  const [note, setNote] = useState('');
  const out = tillDifferences(till.rows);
  const day = formatDayKey(till.day);
  const request = tillSignOffRequestSchema.superRefine((r, ctx) => {
    if (unsaved) ctx.addIssue({ code: 'custom', path: [], message: UNSAVED });
    const problem = signOffNoteProblem(till.rows, r.note);
    if (problem) ctx.addIssue({ code: 'custom', path: ['note'], message: problem });
  });

  const submit = () =>
    form.submit(request.safeParse({ day: till.day, note: note || undefined }), (body) =>
      // Not `inForm`: what the server still refuses here is the till's state (a currency to count), fixed in
      // the boxes behind the dialog, so it closes, says so and re-reads the till.
      runAction(() => dashboardApi.signOffTill(body), `Till for ${day} signed off.`, onDone),
    );

  return (
    <FormDialog
      form={form}
      tone="primary"
      size="regular"
      action="Sign off the day"
      actionName="Sign off the day"
      title={`Sign off the till for ${day}?`}
      text={
        unsaved
          ? UNSAVED
          : out.length > 0
            ? `The till is out: ${out.join(', ')}. Say why; the note is kept with the sign-off, and the counts and differences are then closed for this day.`
            : 'The counts and differences are then closed for this day.'
      }
      onSubmit={submit}
      submitLabel="Yes, sign off"
    >
      {out.length > 0 ? (
        <DialogNote
          form={form}
          label="Why the till is out"
          hint={`At least ${SIGN_OFF_NOTE_MIN} characters, kept with the sign-off.`}
          value={note}
          onChange={setNote}
        />
      ) : null}
    </FormDialog>
  );
}
