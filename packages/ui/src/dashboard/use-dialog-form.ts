import { messages } from '@tm/core/messages';
import { useId, useState } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { STAY_OPEN, useConfirmState } from '../components/use-confirm-state';
import { ApiError } from '../api/client';
import { actionErrorText, isInputRefusal } from './error-text';

/** What a form's own rule finds: its words, and where it can, the field it is about (a schema path). */
export type RuleProblem = string | { message: string; path: readonly PropertyKey[] };

/**
 * The state of a staff dialog that is a form (delete with a reason, raise a concern, complete with the ID
 * record, change amounts): its ids, whether it is open and busy, and the problem the form found.
 */
export function useDialogForm({ onOpen }: { onOpen?: () => void } = {}) {
  const base = useId();
  const { dialog: state, run } = useConfirmState();
  /** Opened again, the form starts afresh: no problem left from last time, and `onOpen` resets its fields. */
  const dialog = {
    ...state,
    onOpenChange: (open: boolean) => {
      if (open) {
        setProblem(null);
        setWrongField(null);
        onOpen?.();
      }
      state.onOpenChange(open);
    },
  };
  const [problem, setProblem] = useState<string | null>(null);
  /** The field the problem is about (a schema key or a line's index), marked invalid while it shows. */
  const [wrongField, setWrongField] = useState<string | null>(null);
  const problemId = `${base}-problem`;
  const id = (field: string | number) => `${base}-${field}`;

  /**
   * Says `text` in the dialog and sends the keyboard to the field it is about: the deepest part of `path` that
   * names one of the form's fields ("note", or a line's index), where the problem is read as its description.
   */
  function showProblem(text: string, path: readonly PropertyKey[] = []) {
    setProblem(text);
    const part = [...path]
      .reverse()
      .map(String)
      .find((p) => document.getElementById(id(p)) !== null);
    setWrongField(part ?? null);
    // No field of its own (a total past the limit): the problem itself takes the keyboard, once it shows.
    requestAnimationFrame(() => document.getElementById(part === undefined ? problemId : id(part))?.focus());
  }

  /**
   * Sends the form checked by the server's own core schema (and `rule`, a check the schema cannot make), so a
   * mistake is said in the dialog before anything is sent; the dialog closes once `send` is done. If the server
   * still refuses the input (a 400 or 422 that `send` lets through), the dialog stays open with what was typed
   * and says why, on the field it names: closing it would lose the typing for a toast.
   */
  async function submit<T>(
    parsed: ZodSafeParseResult<T>,
    send: (data: T) => Promise<unknown>,
    rule: (data: T) => RuleProblem | null = () => null,
  ) {
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      showProblem(issue?.message ?? messages.somethingWentWrong, issue?.path);
      return;
    }
    const broken = rule(parsed.data);
    if (broken !== null) {
      showProblem(
        typeof broken === 'string' ? broken : broken.message,
        typeof broken === 'string' ? [] : broken.path,
      );
      return;
    }
    setProblem(null);
    setWrongField(null);
    await run(async () => {
      try {
        await send(parsed.data);
      } catch (err) {
        if (!isInputRefusal(err)) throw err;
        // The field's own words where the server named one ("Must be more than 0"), else its message.
        const issue = err.issues[0];
        showProblem(
          actionErrorText(issue ? new ApiError(err.status, err.code, issue.message, err.issues) : err),
          issue?.path,
        );
        return STAY_OPEN;
      }
    });
  }

  return {
    /** The id of one of the form's fields, unique to this dialog (a schema key: the problem focuses it). */
    id,
    dialog,
    problem,
    problemId,
    /**
     * A field's id and ARIA: every field is described by its hints (`describedBy`, ids) and by the problem while
     * it shows, and the field the problem is about is marked invalid.
     */
    field: (field: string | number, ...describedBy: string[]) => ({
      id: id(field),
      'aria-invalid': wrongField === String(field) || undefined,
      // The field's own hints (given), then the problem while it shows.
      'aria-describedby': [...describedBy, ...(problem ? [problemId] : [])].join(' ') || undefined,
    }),
    submit,
  };
}

export type DialogForm = ReturnType<typeof useDialogForm>;
